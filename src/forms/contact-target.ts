/** Where the contact form sends, as the build decides it (site-config.ts) and the island reads it. */

/** Netlify Forms: the form's name in Netlify's dashboard, the honeypot field, the page after sending. */
export const NETLIFY_FORM = {
  name: 'contact',
  honeypot: 'bot-field',
  thanks: '/contact/thanks/',
} as const;

/** Where the contact form sends (site-config.ts contactFormTarget). */
export type ContactFormTarget =
  { kind: 'service'; action: string } | { kind: 'netlify'; action: string } | { kind: 'none' };
