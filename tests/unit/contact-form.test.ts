import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELDS,
  cvTopic,
  ENQUIRY_MESSAGES,
  validateContact,
  validateEnquiry,
} from '../../src/forms/contact.ts';
import ContactForm from '../../src/islands/ContactForm.tsx';
import { contactFormTarget } from '../../src/site-config.ts';

const filled = {
  name: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  subject: 'Support',
  events: 'Open day',
  notes: 'Hello',
};

describe('contact form rules (SPEC §5)', () => {
  it('gives every empty field its own message, word for word', () => {
    expect(validateContact({})).toEqual({
      name: 'Please enter your name',
      lastname: 'Please enter your Lastname',
      email: 'Please enter your email',
      subject: 'Please enter your subject',
      events: 'Select your event list',
      notes: 'Please enter your note',
    });
  });

  it('counts blanks as empty and accepts a filled form', () => {
    expect(validateContact({ ...filled, notes: '   ' })).toEqual({
      notes: 'Please enter your note',
    });
    expect(validateContact(filled)).toEqual({});
  });
});

describe('the form without JavaScript (server render)', () => {
  it('is a native form posting to the form-mail service, every field required', () => {
    const html = renderToString(
      createElement(ContactForm, {
        target: { kind: 'service', action: 'https://formmail.example/send' },
        fields: { kind: 'template', events: ['Open day'] },
        privacyHref: '/privacy/',
      }),
    );
    const form = html.match(/<form[^>]*>/)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="https://formmail.example/send"');
    for (const field of CONTACT_FIELDS) {
      const control = html.match(
        new RegExp(`<(input|select|textarea)[^>]*name="${field}"[^>]*>`),
      )?.[0];
      expect(control, field).toMatch(/\srequired=""/);
    }
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it('says how else to reach the group, and cannot submit, where nothing receives it', () => {
    const html = renderToString(
      createElement(ContactForm, {
        target: { kind: 'none' },
        fields: { kind: 'template', events: [] },
        privacyHref: '/privacy/',
      }),
    );
    expect(html).toContain(
      'Messages cannot be sent from this copy of the site. Please email or call us using the details above.',
    );
    expect(html).toMatch(/<button[^>]*disabled/);
    expect(html).not.toContain('action=');
  });

  it('on Netlify, is a named Netlify form with a honeypot that posts to the thank-you page', () => {
    const html = renderToString(
      createElement(ContactForm, {
        target: contactFormTarget({ NETLIFY: 'true' }),
        fields: { kind: 'template', events: [] },
        privacyHref: '/privacy/',
      }),
    );
    const form = html.match(/<form[^>]*>/)![0];
    expect(form).toContain('name="contact"');
    expect(form).toContain('data-netlify="true"');
    expect(form).toContain('netlify-honeypot="bot-field"');
    expect(form).toContain('action="/contact/thanks/"');
    expect(html).toContain('<input type="hidden" name="form-name" value="contact"/>');
    expect(html).toContain('<input tabindex="-1" autoComplete="off" name="bot-field"/>');
    expect(html).not.toContain('Messages cannot be sent');
  });
});

describe('where the form sends', () => {
  it('prefers a configured form-mail service, then Netlify Forms on a Netlify build, else nothing', () => {
    expect(
      contactFormTarget({ CONTACT_FORM_ACTION: 'https://formmail.example/send', NETLIFY: 'true' }),
    ).toEqual({
      kind: 'service',
      action: 'https://formmail.example/send',
    });
    expect(contactFormTarget({ NETLIFY: 'true' })).toEqual({
      kind: 'netlify',
      action: '/contact/thanks/',
    });
    expect(contactFormTarget({})).toEqual({ kind: 'none' });
    expect(() => contactFormTarget({ CONTACT_FORM_ACTION: 'http://formmail.example' })).toThrow(
      'must be an https:// URL',
    );
  });
});

describe("a company site's enquiry form", () => {
  const topics = {
    companies: [
      { key: 'company-3', title: 'Riverbend Travels & Tours' },
      { key: 'company-menu-5', title: 'Riverbend Consultancy' },
    ],
    services: [{ key: 'service-2', title: 'Visa processing' }],
    circulars: [{ key: 'circular-11', title: 'Welders for Oman' }],
    cv: cvTopic('jobs@riverbend.example'),
  };
  const render = () =>
    renderToString(
      createElement(ContactForm, {
        target: { kind: 'service', action: 'https://formmail.example/send' },
        fields: { kind: 'company', topics },
        privacyHref: '/privacy/',
      }),
    );

  it('requires only a name, an e-mail that can be answered and a message', () => {
    expect(validateEnquiry({})).toEqual({
      name: ENQUIRY_MESSAGES.name,
      email: ENQUIRY_MESSAGES.email,
      message: ENQUIRY_MESSAGES.message,
    });
    expect(validateEnquiry({ name: 'Ada', email: 'ada@', message: 'Hello' })).toEqual({
      email: ENQUIRY_MESSAGES.email,
    });
    expect(validateEnquiry({ name: 'Ada', email: 'ada@example.org', message: 'Hello' })).toEqual(
      {},
    );
  });

  it('takes a phone number as people write one, and tells them what a number needs', () => {
    const valid = { name: 'Ada', email: 'ada@example.org', message: 'Hello' };
    for (const phone of ['+880 1711-000111', '(02) 9876 5432', '01711000111', ''])
      expect(validateEnquiry({ ...valid, phone }), phone).toEqual({});
    for (const phone of ['call me', '12345', '+880 abc 1711', '++8801711000111'])
      expect(validateEnquiry({ ...valid, phone }), phone).toEqual({
        phone: ENQUIRY_MESSAGES.phone,
      });
  });

  it('links the privacy page beside the button', () => {
    expect(render()).toMatch(
      /Submit Now<\/button><p class="form-privacy">[^<]*<a href="\/privacy\/">Privacy<\/a>/,
    );
  });

  it('offers the companies, services and open job circulars to choose from, optionally, and no notice list', () => {
    const html = render();
    const required = [...html.matchAll(/<(?:input|select|textarea)[^>]*>/g)]
      .map(([control]) => control)
      .filter((control) => /\srequired=""/.test(control))
      .map((control) => /name="([^"]+)"/.exec(control)![1]);
    expect(required).toEqual(['name', 'email', 'message']);
    expect(html).toMatch(/<input type="tel" autoComplete="tel"[^>]*name="phone"/);
    expect(html).toContain('A general enquiry</option><option value="My CV, for a future job">');
    expect(html).toContain('<optgroup label="Our companies">');
    expect(html).toContain('<optgroup label="Job circulars"><option value="Welders for Oman">');
    for (const { title } of [...topics.companies, ...topics.services])
      expect(html).toContain(`>${title.replace('&', '&amp;')}</option>`);
    expect(html).not.toMatch(/name="(events|subject|lastname)"/);
  });
});
