/** Build-time settings from the environment (README "Configuration"). */

/** Where the contact form posts; unset means the form is shown but says it is not connected. */
export function contactFormAction(): string | undefined {
  const value = process.env.CONTACT_FORM_ACTION?.trim();
  if (!value) return undefined;
  if (!/^https:\/\//.test(value)) throw new Error(`CONTACT_FORM_ACTION must be an https:// URL, got "${value}"`);
  return value;
}
