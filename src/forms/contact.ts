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
export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'topic', 'message'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryValues = Record<EnquiryField, string>;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export const ENQUIRY_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter an email address we can answer, like name@example.com',
  phone: 'Please enter a number we can call, with its country code, like +880 1711 000000',
  message: 'Please write your message',
} as const satisfies Partial<Record<EnquiryField, string>>;

/** One address, as a browser's own `type=email` check accepts it. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** One choice of the "About" list: its key in a link's query (`?about=service-3`) and the words it sends. */
export interface EnquiryTopic {
  key: string;
  title: string;
  /** Shown under the list while it is chosen: what the form cannot do for it. */
  note?: string;
  /** A job circular's last day: once the group's day is past it, the browser leaves it out. */
  until?: string;
}

/** The choices of the "About" list: the group's companies, services and open job circulars, each list under its name. */
export interface EnquiryTopics {
  companies: EnquiryTopic[];
  services: EnquiryTopic[];
  circulars: EnquiryTopic[];
  /** Offered where the group posts job circulars: a job seeker's CV for a later opening. */
  cv: EnquiryTopic | null;
}

/** The query parameter of a link to the contact form that chooses what the enquiry is about. */
export const ABOUT_PARAM = 'about';

/** `kind-id`, whether the id is a row's number or already a prefixed key (`service-3`). */
const keyed =
  (kind: string) =>
  (id: string | number): string =>
    String(id).startsWith(`${kind}-`) ? String(id) : `${kind}-${id}`;

/** The keys a link names a topic by: stable across builds, unlike the list's order. */
export const TOPIC_KEYS = {
  /** By a company page's own key (`company-3` for a row, `menu-5` for a menu's page). */
  company: keyed('company'),
  service: keyed('service'),
  circular: keyed('circular'),
  cv: 'cv',
} as const;

/** A CV for a later opening: the form carries no file, so the note says where to send one. */
export const cvTopic = (email: string | undefined): EnquiryTopic => ({
  key: TOPIC_KEYS.cv,
  title: 'My CV, for a future job',
  note: email
    ? `This form cannot carry a file: email your CV to ${email}, and tell us below about the work you are looking for.`
    : 'This form cannot carry a file: tell us below about the work you are looking for, and we will tell you where to send your CV.',
});

/**
 * The contact form, scrolled to, with a topic chosen where the form offers it
 * (`/contact/?about=circular-11#contact-form`): the form reads the choice once its script runs.
 */
export const enquiryHref = (contactPath: string, topicKey?: string): string =>
  `${contactPath}${topicKey === undefined ? '' : `?${ABOUT_PARAM}=${encodeURIComponent(topicKey)}`}#contact-form`;

/** A number as people write one: digits (at least six), spaces, dashes, dots, brackets, a leading +. */
const PHONE = /^\+?(?:[\s().-]*\d){6,}[\s().-]*$/;

export function validateEnquiry(values: Partial<EnquiryValues>): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (!values.name?.trim()) errors.name = ENQUIRY_MESSAGES.name;
  if (!EMAIL.test(values.email?.trim() ?? '')) errors.email = ENQUIRY_MESSAGES.email;
  const phone = values.phone?.trim() ?? '';
  if (phone && !PHONE.test(phone)) errors.phone = ENQUIRY_MESSAGES.phone;
  if (!values.message?.trim()) errors.message = ENQUIRY_MESSAGES.message;
  return errors;
}

/** The template's fields (its event list from the latest notices), or a company site's enquiry. */
export type ContactFormFields =
  { kind: 'template'; events: string[] } | { kind: 'company'; topics: EnquiryTopics };
