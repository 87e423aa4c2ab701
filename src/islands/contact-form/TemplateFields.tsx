/** SPEC §5's contact fields, word for word: the template's site. */
import { SUBJECT_OPTIONS } from '../../forms/contact.ts';
import { EmailField } from './EmailField.tsx';
import type { FieldKit } from './field-kit.ts';

export function TemplateFields({ events, field }: { events: string[]; field: FieldKit }) {
  return (
    <>
      <div className="field">
        <label htmlFor="contact-name">First name</label>
        <input
          type="text"
          autoComplete="given-name"
          placeholder="e.g. Amira"
          {...field.props('name')}
        />
        {field.error('name')}
      </div>
      <div className="field">
        <label htmlFor="contact-lastname">Last name</label>
        <input
          type="text"
          autoComplete="family-name"
          placeholder="e.g. Haddad"
          {...field.props('lastname')}
        />
        {field.error('lastname')}
      </div>
      <EmailField field={field} />
      <div className="field">
        <label htmlFor="contact-subject">Subject</label>
        <select defaultValue="" {...field.props('subject')}>
          <option value="">Subject</option>
          {SUBJECT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {field.error('subject')}
      </div>
      <div className="field field--wide">
        <label htmlFor="contact-events">Event</label>
        <select defaultValue="" {...field.props('events')}>
          <option value="">Select event</option>
          {events.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </select>
        {field.error('events')}
      </div>
      <div className="field field--wide">
        <label htmlFor="contact-notes">Notes</label>
        <textarea rows={6} placeholder="How can we help?" {...field.props('notes')} />
        {field.error('notes')}
      </div>
    </>
  );
}
