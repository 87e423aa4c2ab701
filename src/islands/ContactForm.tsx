/**
 * The contact form (SPEC §5). Rendered on the server as a plain HTML form that works
 * without JavaScript (native `required` checks, native POST); once hydrated it shows the
 * spec's own messages, each cleared as soon as its field is edited. It posts to the
 * form-mail service, or to Netlify Forms (named, with a honeypot, then a thank-you page),
 * or, where the site has neither, says calmly how else to reach the group.
 */
import { useState, type SubmitEvent } from 'react';
import {
  CONTACT_FIELDS,
  SUBJECT_OPTIONS,
  validateContact,
  type ContactErrors,
  type ContactField,
} from '../forms/contact.ts';
import { NETLIFY_FORM, type ContactFormTarget } from '../forms/contact-target.ts';
import '../styles/forms.css';
import { useHydrated } from './use-browser.ts';

interface Props {
  target: ContactFormTarget;
  /** Choices for the event list. */
  events: string[];
}

const NOT_CONNECTED =
  'Messages cannot be sent from this copy of the site. Please email or call us using the details above.';

/** A field's text: the form has no file inputs. */
const formText = (value: FormDataEntryValue | null): string =>
  typeof value === 'string' ? value : '';

export default function ContactForm({ target, events }: Props) {
  const action = target.kind === 'none' ? undefined : target.action;
  const netlify = target.kind === 'netlify';
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<string | null>(null);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const data = new FormData(form);
    const found = validateContact(
      Object.fromEntries(CONTACT_FIELDS.map((field) => [field, formText(data.get(field))])),
    );
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) {
      event.preventDefault();
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    } else if (!action) {
      event.preventDefault();
      setStatus(NOT_CONNECTED);
    }
  }

  function edited(field: ContactField) {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
    onChange: () => edited(field),
  });
  const error = (field: ContactField) =>
    errors[field] ? (
      <p className="field-error" id={`contact-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      className="contact-form"
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-label="Contact form"
      data-hydrated={hydrated ? '' : undefined}
      {...(netlify
        ? {
            name: NETLIFY_FORM.name,
            'data-netlify': 'true',
            'netlify-honeypot': NETLIFY_FORM.honeypot,
          }
        : {})}
    >
      {netlify && (
        <>
          <input type="hidden" name="form-name" value={NETLIFY_FORM.name} />
          <p className="visually-hidden" aria-hidden="true">
            <label>
              {'Leave this field empty '}
              <input name={NETLIFY_FORM.honeypot} tabIndex={-1} autoComplete="off" />
            </label>
          </p>
        </>
      )}
      {!action && (
        <p className="form-note" id="contact-form-status" role="status">
          {status ?? NOT_CONNECTED}
        </p>
      )}
      <div className="form-grid">
        <div className="field">
          <label htmlFor="contact-name">First name</label>
          <input
            type="text"
            autoComplete="given-name"
            placeholder="e.g. Amira"
            {...fieldProps('name')}
          />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor="contact-lastname">Last name</label>
          <input
            type="text"
            autoComplete="family-name"
            placeholder="e.g. Haddad"
            {...fieldProps('lastname')}
          />
          {error('lastname')}
        </div>
        <div className="field">
          <label htmlFor="contact-email">Email</label>
          <input
            type="email"
            autoComplete="email"
            placeholder="name@example.com"
            {...fieldProps('email')}
          />
          {error('email')}
        </div>
        <div className="field">
          <label htmlFor="contact-subject">Subject</label>
          <select defaultValue="" {...fieldProps('subject')}>
            <option value="">Subject</option>
            {SUBJECT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {error('subject')}
        </div>
        <div className="field field--wide">
          <label htmlFor="contact-events">Event</label>
          <select defaultValue="" {...fieldProps('events')}>
            <option value="">Select event</option>
            {events.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
          {error('events')}
        </div>
        <div className="field field--wide">
          <label htmlFor="contact-notes">Notes</label>
          <textarea rows={6} placeholder="How can we help?" {...fieldProps('notes')} />
          {error('notes')}
        </div>
      </div>
      {/* Without a form-mail service a form without JavaScript could only post to a static page. */}
      <button className="button" type="submit" disabled={!action && !hydrated}>
        Submit Now
      </button>
    </form>
  );
}
