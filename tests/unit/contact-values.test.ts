import { describe, expect, it } from 'vitest';
import {
  addressLines,
  contactValues,
  countryOf,
  phoneOf,
  whatsappHref,
} from '../../src/cms/contact-values.ts';
import { repeatsSettings } from '../../src/cms/content/contact-blocks.ts';
import { baseSettings } from '../helpers/invented-snapshot.ts';

const settings = {
  ...baseSettings,
  address: 'House 12, Road 7\r\n,Block C,Dhanmondi\r\nDhaka 1209, Bangladesh',
  address2: 'house 12, road 7\n,Block C,Dhanmondi\nDhaka 1209, Bangladesh',
  email: 'info@group.example',
  email2: 'Jobs@group.example',
  email3: 'jobs@group.example ',
  phone: '01711-000111',
  phone2: '+880 1711 000111',
  phone3: '12345',
};

describe('contact values as every page shows them', () => {
  it('shows each address and e-mail once, address lines without a leading comma', () => {
    const values = contactValues(settings);
    expect(values.addresses).toEqual([
      'House 12, Road 7\nBlock C, Dhanmondi\nDhaka 1209, Bangladesh',
    ]);
    expect(values.emails).toEqual(['info@group.example', 'Jobs@group.example']);
  });

  it('dials a local number in the country the address names, once, and keeps a number that is none as typed', () => {
    expect(contactValues(settings).phones).toEqual([
      {
        display: '+880 1711 000111',
        href: 'tel:+8801711000111',
        whatsapp: 'https://wa.me/8801711000111',
      },
      { display: '12345', href: 'tel:12345' },
    ]);
  });

  it('offers WhatsApp for a mobile number only, never for a landline', () => {
    expect(phoneOf('02-9123456', 'BD').whatsapp).toBeUndefined();
    expect(phoneOf('030 1234567', 'DE').whatsapp).toBeUndefined();
    expect(phoneOf('0151 23456789', 'DE').whatsapp).toBe('https://wa.me/4915123456789');
    // The US plan cannot tell the two apart: such a number may be a mobile.
    expect(phoneOf('+1 212 555 0199', 'BD').whatsapp).toBe('https://wa.me/12125550199');
  });

  it('starts a WhatsApp chat with a message, encoded whole', () => {
    expect(whatsappHref('+880 1711-000111', 'About "Welders & fitters" (ঢাকা)?')).toBe(
      'https://wa.me/8801711000111?text=About%20%22Welders%20%26%20fitters%22%20(%E0%A6%A2%E0%A6%BE%E0%A6%95%E0%A6%BE)%3F',
    );
    expect(whatsappHref(phoneOf('01711-000111', 'BD'))).toBe('https://wa.me/8801711000111');
  });

  it('reads the country from a whole word of the address, in English', () => {
    expect(countryOf(['Kaispeicher 7, 20457 Hamburg, Germany'])).toBe('DE');
    expect(countryOf(['Strada Mare 3, Bucharest, Romania'])).toBe('RO');
    expect(countryOf(['14 Quayside Walk, Port Aldren'])).toBeUndefined();
    expect(phoneOf('030 1234567', 'DE').display).toBe('+49 30 1234567');
  });

  it('keeps address lines as lines, a space after each comma', () => {
    expect(addressLines('  ;Suite 4,Level 2  \n\n, Dhaka')).toBe('Suite 4, Level 2\nDhaka');
  });
});

describe('a Contact menu block beside the settings', () => {
  const values = contactValues(settings);
  it('is left out where it only repeats a value the settings show', () => {
    expect(repeatsSettings('email', 'Write to info@group.example', values)).toBe(true);
    expect(repeatsSettings('phone', 'Call 01711 000111', values)).toBe(true);
    expect(repeatsSettings('address', 'Block C, Dhanmondi', values)).toBe(true);
  });
  it('is shown where it adds a value', () => {
    expect(repeatsSettings('email', 'visa@group.example, info@group.example', values)).toBe(false);
    expect(repeatsSettings('phone', 'Hotline +880 1999 000999', values)).toBe(false);
    expect(repeatsSettings('address', 'Branch: Chattogram', values)).toBe(false);
    expect(repeatsSettings('phone', 'Sunday to Thursday', values)).toBe(false);
  });
});

describe('hostile contact values (attack pass after issue 32)', () => {
  const values = contactValues(settings);

  it('reads only the start of a Contact block: a 512 KB word without @ is no e-mail, at once', () => {
    expect(repeatsSettings('email', 'x'.repeat(512_000), values)).toBe(false);
    expect(repeatsSettings('email', `${'x '.repeat(1_500)}info@group.example`, values)).toBe(false);
  });

  it("chats on WhatsApp with the number itself, never its extension's digits", () => {
    expect(whatsappHref(phoneOf('01711000111 ext. 12', 'BD'), 'hi')).toBe(
      'https://wa.me/8801711000111?text=hi',
    );
  });

  it('dials only the digits of the number an editor typed, not those of what follows it', () => {
    expect(phoneOf('12345 (call after 5pm)', 'BD').href).toBe('tel:12345');
  });

  it('takes the longest country name an address holds, not one inside it', () => {
    expect(countryOf(['Port Moresby, Papua New Guinea'])).toBe('PG');
    expect(countryOf(['Juba, South Sudan'])).toBe('SS');
  });
});
