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

/**
 * A company site's enquiry form: what an enquiry to the group needs. Only a name, an e-mail
 * address that can be answered and the message are required; which company or service it is
 * about is a choice from the back office's own lists, never a must.
 */
export const ENQUIRY_FIELDS = ['name', 'email', 'topic', 'message'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryValues = Record<EnquiryField, string>;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export const ENQUIRY_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter an email address we can answer, like name@example.com',
  message: 'Please write your message',
} as const satisfies Partial<Record<EnquiryField, string>>;

/** One address, as a browser's own `type=email` check accepts it. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The choices of the "About" list: the group's companies, services and open job circulars, each list under its name. */
export interface EnquiryTopics {
  companies: string[];
  services: string[];
  /** Chosen by id from a circular's "Apply or ask" link (`?about=11`); the form sends the title. */
  circulars: Array<{ id: number; title: string }>;
}

/** The query parameter of a link to the contact form that chooses what the enquiry is about. */
export const ABOUT_PARAM = 'about';

/**
 * The contact form, scrolled to, with a job circular chosen where the form offers circulars
 * (`/contact/?about=11#contact-form`): the form reads the choice once its script runs.
 */
export const enquiryHref = (contactPath: string, circularId?: number): string =>
  `${contactPath}${circularId === undefined ? '' : `?${ABOUT_PARAM}=${circularId}`}#contact-form`;

export function validateEnquiry(values: Partial<EnquiryValues>): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (!values.name?.trim()) errors.name = ENQUIRY_MESSAGES.name;
  if (!EMAIL.test(values.email?.trim() ?? '')) errors.email = ENQUIRY_MESSAGES.email;
  if (!values.message?.trim()) errors.message = ENQUIRY_MESSAGES.message;
  return errors;
}

/** The template's fields (its event list from the latest notices), or a company site's enquiry. */
export type ContactFormFields =
  { kind: 'template'; events: string[] } | { kind: 'company'; topics: EnquiryTopics };
