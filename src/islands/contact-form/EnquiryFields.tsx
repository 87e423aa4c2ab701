/**
 * A company site's enquiry: name, e-mail, what it is about (the group's companies, services
 * and open job circulars, from the back office) and the message. Only the choice may be left
 * as it is. A circular's "Apply or ask" link names it in the query (`?about=11`), which only
 * the browser knows: the choice is made once the form is hydrated; without scripts the
 * visitor picks it from the list.
 */
import { ABOUT_PARAM, type EnquiryTopics } from '../../forms/contact.ts';
import { useQueryParam } from '../use-browser.ts';
import { EmailField } from './EmailField.tsx';
import type { FieldKit } from './field-kit.ts';

export function EnquiryFields({ topics, field }: { topics: EnquiryTopics; field: FieldKit }) {
  const groups = [
    ['Our companies', topics.companies],
    ['Our services', topics.services],
    ['Job circulars', topics.circulars.map((circular) => circular.title)],
  ] as const;
  const choices = groups.some(([, options]) => options.length > 0);
  const about = useQueryParam(ABOUT_PARAM);
  const chosen = topics.circulars.find((circular) => String(circular.id) === about)?.title ?? '';
  return (
    <>
      <div className="field">
        <label htmlFor="contact-name">Your name</label>
        <input type="text" autoComplete="name" {...field.props('name')} />
        {field.error('name')}
      </div>
      <EmailField field={field} />
      {choices && (
        <div className="field field--wide">
          <label htmlFor="contact-topic">About (optional)</label>
          {/* Keyed by the choice: the list made with the query's choice replaces the build's. */}
          <select key={chosen} defaultValue={chosen} {...field.props('topic', false)}>
            <option value="">A general enquiry</option>
            {groups.map(([label, options]) =>
              options.length > 0 ? (
                <optgroup key={label} label={label}>
                  {options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </optgroup>
              ) : null,
            )}
          </select>
        </div>
      )}
      <div className="field field--wide">
        <label htmlFor="contact-message">Message</label>
        <textarea rows={6} placeholder="How can we help?" {...field.props('message')} />
        {field.error('message')}
      </div>
    </>
  );
}
