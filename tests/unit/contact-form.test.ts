import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, validateContact } from '../../src/forms/contact.ts';
import ContactForm from '../../src/islands/ContactForm.tsx';

const filled = { name: 'Ada', lastname: 'Lovelace', email: 'ada@example.org', subject: 'Support', events: 'Open day', notes: 'Hello' };

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
    expect(validateContact({ ...filled, notes: '   ' })).toEqual({ notes: 'Please enter your note' });
    expect(validateContact(filled)).toEqual({});
  });
});

describe('the form without JavaScript (server render)', () => {
  it('is a native form posting to the form-mail service, every field required', () => {
    const html = renderToString(createElement(ContactForm, { action: 'https://formmail.example/send', events: ['Open day'] }));
    const form = html.match(/<form[^>]*>/)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="https://formmail.example/send"');
    for (const field of CONTACT_FIELDS) {
      const control = html.match(new RegExp(`<(input|select|textarea)[^>]*name="${field}"[^>]*>`))?.[0];
      expect(control, field).toMatch(/\srequired=""/);
    }
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it('says it is not connected and cannot submit when no service is configured', () => {
    const html = renderToString(createElement(ContactForm, { action: undefined, events: [] }));
    expect(html).toContain('This form is not connected to a mail service yet');
    expect(html).toMatch(/<button[^>]*disabled/);
    expect(html).not.toContain('action=');
  });
});
