/**
 * The contact form: SPEC §5's on the template's site, an enquiry form on a company site
 * (src/forms/contact.ts). Rendered on the server as a plain HTML form that works without
 * JavaScript (native `required` checks, native POST); once hydrated it shows the form's own
 * messages, each cleared as soon as its field is edited. It posts to the form-mail service,
 * or to Netlify Forms (named, with a honeypot, then a thank-you page), or, where the site has
 * neither, says calmly how else to reach the group.
 */
import { useState, type SubmitEvent } from 'react';
import {
  CONTACT_FIELDS,
  ENQUIRY_FIELDS,
  validateContact,
  validateEnquiry,
  type ContactFormFields,
} from '../forms/contact.ts';
import { NETLIFY_FORM, type ContactFormTarget } from '../forms/contact-target.ts';
import '../styles/forms.css';
import { EnquiryFields } from './contact-form/EnquiryFields.tsx';
import type { FieldKit } from './contact-form/field-kit.ts';
import { TemplateFields } from './contact-form/TemplateFields.tsx';
import { useHydrated } from './use-browser.ts';

interface Props {
  target: ContactFormTarget;
  fields: ContactFormFields;
  /** The privacy page, linked beside the button. */
  privacyHref: string;
}

const RULES = {
  template: { names: CONTACT_FIELDS, validate: validateContact },
  company: { names: ENQUIRY_FIELDS, validate: validateEnquiry },
} as const;

const NOT_CONNECTED =
  'Messages cannot be sent from this copy of the site. Please email or call us using the details above.';

/** A field's text: the form has no file inputs. */
const formText = (value: FormDataEntryValue | null): string =>
  typeof value === 'string' ? value : '';

export default function ContactForm({ target, fields, privacyHref }: Props) {
  const rules = RULES[fields.kind];
  const action = target.kind === 'none' ? undefined : target.action;
  const netlify = target.kind === 'netlify';
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [status, setStatus] = useState<string | null>(null);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const data = new FormData(form);
    const found: Partial<Record<string, string>> = rules.validate(
      Object.fromEntries(rules.names.map((name) => [name, formText(data.get(name))])),
    );
    setErrors(found);
    const first = rules.names.find((name) => found[name]);
    if (first) {
      event.preventDefault();
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    } else if (!action) {
      event.preventDefault();
      setStatus(NOT_CONNECTED);
    }
  }

  function edited(name: string) {
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  const field: FieldKit = {
    props: (name, required = true) => ({
      id: `contact-${name}`,
      name,
      required,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
      onChange: () => edited(name),
    }),
    error: (name) =>
      errors[name] ? (
        <p className="field-error" id={`contact-${name}-error`}>
          {errors[name]}
        </p>
      ) : null,
  };

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
        {fields.kind === 'template' ? (
          <TemplateFields events={fields.events} field={field} />
        ) : (
          <EnquiryFields topics={fields.topics} field={field} />
        )}
      </div>
      {/* Without a form-mail service a form without JavaScript could only post to a static page. */}
      <div className="form-actions">
        <button className="button" type="submit" disabled={!action && !hydrated}>
          Submit Now
        </button>
        <p className="form-privacy">
          We use what you send only to answer you. <a href={privacyHref}>Privacy</a>
        </p>
      </div>
    </form>
  );
}
