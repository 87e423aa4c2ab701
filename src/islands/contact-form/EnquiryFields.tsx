/**
 * A company site's enquiry: name, e-mail, an optional phone, what it is about (the group's
 * companies, services and open job circulars, from the back office, or a CV for a later job)
 * and the message. A page's "Apply or ask" or "Ask about this service" link names its topic in
 * the query (`?about=service-3`), which only the browser knows: the choice is made once the
 * form is hydrated; without scripts the visitor picks it from the list.
 */
import { ABOUT_PARAM, type EnquiryTopic, type EnquiryTopics } from '../../forms/contact.ts';
import { useQueryParam } from '../use-browser.ts';
import { EmailField } from './EmailField.tsx';
import type { FieldKit } from './field-kit.ts';

export function EnquiryFields({ topics, field }: { topics: EnquiryTopics; field: FieldKit }) {
  const groups = [
    ['Our companies', topics.companies],
    ['Our services', topics.services],
    ['Job circulars', topics.circulars],
  ] as const;
  const all: EnquiryTopic[] = [...(topics.cv ? [topics.cv] : []), ...groups.flatMap(([, g]) => g)];
  const about = useQueryParam(ABOUT_PARAM);
  const chosen = all.find((topic) => topic.key === about)?.title ?? '';
  return (
    <>
      <div className="field">
        <label htmlFor="contact-name">Your name</label>
        <input type="text" autoComplete="name" {...field.props('name')} />
        {field.error('name')}
      </div>
      <EmailField field={field} />
      <div className="field">
        <label htmlFor="contact-phone">Phone or WhatsApp (optional)</label>
        <input
          type="tel"
          autoComplete="tel"
          placeholder="+880 1711 000000"
          maxLength={32}
          {...field.props('phone', false)}
        />
        {field.error('phone')}
      </div>
      {all.length > 0 && (
        <div className="field">
          <label htmlFor="contact-topic">About (optional)</label>
          {/* Keyed by the choice: the list made with the query's choice replaces the build's. */}
          <select key={chosen} defaultValue={chosen} {...field.props('topic', false)}>
            <option value="">A general enquiry</option>
            {topics.cv && <option value={topics.cv.title}>{topics.cv.title}</option>}
            {groups.map(([label, options]) =>
              options.length > 0 ? (
                <optgroup key={label} label={label}>
                  {options.map((option) => (
                    <option key={option.key} value={option.title}>
                      {option.title}
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
