/** Build-time settings from the environment (README "Configuration"). */

/** A form-mail service named by CONTACT_FORM_ACTION; unset means none. */
export function contactFormAction(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.CONTACT_FORM_ACTION?.trim();
  if (!value) return undefined;
  if (!/^https:\/\//.test(value)) throw new Error(`CONTACT_FORM_ACTION must be an https:// URL, got "${value}"`);
  return value;
}

/** Netlify Forms: the form's name in Netlify's dashboard, the honeypot field, the page after sending. */
export const NETLIFY_FORM = { name: 'contact', honeypot: 'bot-field', thanks: '/contact/thanks/' } as const;

/**
 * Where the contact form sends: the form-mail service when one is set; Netlify Forms when
 * Netlify builds the site (it sets NETLIFY=true and reads forms out of the published HTML);
 * otherwise nowhere, and the form says so (a local preview, a self-hosted copy).
 */
export type ContactFormTarget = { kind: 'service'; action: string } | { kind: 'netlify'; action: string } | { kind: 'none' };

export function contactFormTarget(env: NodeJS.ProcessEnv = process.env): ContactFormTarget {
  const service = contactFormAction(env);
  if (service) return { kind: 'service', action: service };
  if (env.NETLIFY === 'true') return { kind: 'netlify', action: NETLIFY_FORM.thanks };
  return { kind: 'none' };
}
