/** The contact form's fields and SPEC §5 messages, word for word. */
export const CONTACT_FIELDS = ['name', 'lastname', 'email', 'subject', 'events', 'notes'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_MESSAGES: Record<ContactField, string> = {
  name: 'Please enter your name',
  lastname: 'Please enter your Lastname',
  email: 'Please enter your email',
  subject: 'Please enter your subject',
  events: 'Select your event list',
  notes: 'Please enter your note',
};

/** The subject select: "Subject" is the empty placeholder, then the three real choices. */
export const SUBJECT_OPTIONS = ['Buying', 'Selling', 'Support'] as const;

/** Checked on submit: every field must be filled (SPEC §5 checks emptiness only). */
export function validateContact(values: Partial<ContactValues>): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (!values[field]?.trim()) errors[field] = CONTACT_MESSAGES[field];
  }
  return errors;
}
