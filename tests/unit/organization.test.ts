import { describe, expect, it } from 'vitest';
import { socialLinks } from '../../src/cms/links.ts';
import { jsonForScript, organization } from '../../src/cms/organization.ts';
import { postalAddress } from '../../src/cms/postal-address.ts';
import { cardAlt, cardText } from '../../src/cms/social-card.ts';
import type { Settings } from '../../src/cms/schema.ts';

const SETTINGS: Settings = {
  id: 1,
  site_name: 'Meridian Bridge Group',
  title: 'Consultancy and overseas services',
  site_address: null,
  logo: 'siteSettings/logo.png',
  footer_logo: null,
  favicon: null,
  slider: null,
  email: 'hello@example.org',
  email2: null,
  email3: null,
  phone: '+1 555 0100',
  phone2: null,
  phone3: null,
  address: '14 Quayside Walk',
  address2: null,
  google_url: null,
  facebook_url: 'https://facebook.com/example',
  twitter_url: 'javascript:alert(1)',
  linkedin_url: null,
  instagram_url: null,
};

describe('the Organization JSON-LD', () => {
  it('describes the group from the settings', () => {
    expect(
      organization(SETTINGS, {
        url: 'https://www.example.org/',
        logo: 'https://www.example.org/logo.png',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Meridian Bridge Group',
      url: 'https://www.example.org/',
      logo: 'https://www.example.org/logo.png',
      email: 'hello@example.org',
      telephone: '+1 555 0100',
      address: { '@type': 'PostalAddress', streetAddress: '14 Quayside Walk' },
      sameAs: ['https://facebook.com/example'],
    });
  });

  it('lists every phone, e-mail and address where the group has several, each address on one line', () => {
    const data = organization(
      {
        ...SETTINGS,
        phone2: '+1 555 0101',
        email2: 'jobs@example.org',
        address: 'Meridian House\n14 Quayside Walk',
        address2: 'Hamburg desk',
      },
      { url: 'https://www.example.org/' },
    );
    expect(data).toMatchObject({
      telephone: ['+1 555 0100', '+1 555 0101'],
      email: ['hello@example.org', 'jobs@example.org'],
      address: [
        { '@type': 'PostalAddress', streetAddress: 'Meridian House, 14 Quayside Walk' },
        { '@type': 'PostalAddress', streetAddress: 'Hamburg desk' },
      ],
    });
  });

  it('leaves out what the settings do not have', () => {
    const bare = {
      ...SETTINGS,
      email: null,
      phone: null,
      address: null,
      facebook_url: null,
      twitter_url: null,
    };
    expect(Object.keys(organization(bare, { url: 'https://www.example.org/' }))).toEqual([
      '@context',
      '@type',
      'name',
      'url',
    ]);
  });

  it('cannot be closed early by CMS text', () => {
    const text = jsonForScript(
      organization(
        { ...SETTINGS, site_name: '</script><script>alert(1)</script>' },
        { url: 'https://x.example/' },
      ),
    );
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});

// Issue 26: the whole address sat in streetAddress.
describe('the PostalAddress', () => {
  it.each([
    [
      'Meridian House, 14 Quayside Walk, Port Aldren 4410',
      {
        streetAddress: 'Meridian House, 14 Quayside Walk',
        addressLocality: 'Port Aldren',
        postalCode: '4410',
      },
    ],
    [
      'Große Elbstraße 145\n22767 Hamburg',
      { streetAddress: 'Große Elbstraße 145', addressLocality: 'Hamburg', postalCode: '22767' },
    ],
    [
      '10 Downing Street, London SW1A 2AA',
      { streetAddress: '10 Downing Street', addressLocality: 'London', postalCode: 'SW1A 2AA' },
    ],
    [
      '  Unit 4,\n  Harbour Road ,  Port Aldren  ',
      { streetAddress: 'Unit 4, Harbour Road, Port Aldren' },
    ],
    ['14 Quayside Walk', { streetAddress: '14 Quayside Walk' }],
    // The country a last line names is the address's country, not a line of its street.
    [
      'House 12, Road 7\r\nDhaka-1209, Bangladesh',
      {
        streetAddress: 'House 12, Road 7',
        addressLocality: 'Dhaka',
        postalCode: '1209',
        addressCountry: 'BD',
      },
    ],
    [
      'Level 5, Gulshan Avenue, Bangladesh',
      { streetAddress: 'Level 5, Gulshan Avenue, Bangladesh', addressCountry: 'BD' },
    ],
  ])('%j', (text, expected) => {
    expect(postalAddress(text)).toEqual({ '@type': 'PostalAddress', ...expected });
  });
});

describe('socialLinks', () => {
  it('keeps http(s) profiles only, in a fixed order', () => {
    expect(
      socialLinks({
        facebook_url: ' https://fb.example/x ',
        twitter_url: '/local',
        instagram_url: 'http://ig.example',
        google_url: 'https://www.youtube.com/@group',
        linkedin_url: 'https://www.linkedin.com/company/group',
      }),
    ).toEqual([
      ['Facebook', 'https://fb.example/x'],
      ['LinkedIn', 'https://www.linkedin.com/company/group'],
      ['YouTube', 'https://www.youtube.com/@group'],
      ['Instagram', 'http://ig.example/'],
    ]);
  });
});

describe('the site card', () => {
  it('says the name, and the title without the name it starts with', () => {
    expect(
      cardText('Meridian Bridge Group', 'Meridian Bridge Group: consultancy and overseas services'),
    ).toEqual({
      name: 'Meridian Bridge Group',
      tagline: 'consultancy and overseas services',
    });
    expect(cardText('Acme', 'Overseas services')).toEqual({
      name: 'Acme',
      tagline: 'Overseas services',
    });
    expect(cardText(null, 'Overseas services')).toEqual({
      name: 'Overseas services',
      tagline: undefined,
    });
    expect(cardAlt(cardText('Acme', 'Acme'))).toBe('Acme');
  });
});
