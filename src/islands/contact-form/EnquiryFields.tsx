/**
 * A company site's enquiry: name, e-mail, an optional phone, what it is about (the group's
 * companies, services and open job circulars, from the back office, or a CV for a later job)
 * and the message. A page's "Apply or ask" or "Ask about this service" link names its topic in
 * the query (`?about=service-3`), which only the browser knows: the choice is made once the
 * form is hydrated; without scripts the visitor picks it from the list.
 */
import { useState } from 'react';
import { dayHasPassed } from '../group-day.ts';
import { ABOUT_PARAM, type EnquiryTopic, type EnquiryTopics } from '../../forms/contact.ts';
import { useHydrated, useQueryParam } from '../use-browser.ts';
import { EmailField } from './EmailField.tsx';
import type { FieldKit } from './field-kit.ts';

/**
 * The topic in the list as the form wakes (client:needed): a visitor's choice made before, or
 * the browser's on going back, which hydrating would reset to the server's. Read once, while
 * React hydrates and before it sets the list; null on the server.
 */
const topicBeforeWaking = (): string | null =>
  typeof document === 'undefined'
    ? null
    : document.querySelector<HTMLSelectElement>('#contact-topic')?.value || null;

export function EnquiryFields({ topics, field }: { topics: EnquiryTopics; field: FieldKit }) {
  // A circular whose last day passed since the build is no longer offered, once the browser
  // knows the day (after hydration, so the server's list is what hydrates).
  const hydrated = useHydrated();
  const open = (topic: EnquiryTopic) => !hydrated || !topic.until || !dayHasPassed(topic.until);
  const groups = [
    ['Our companies', topics.companies],
    ['Our services', topics.services],
    ['Job circulars', topics.circulars.filter(open)],
  ] as const;
  const all: EnquiryTopic[] = [...(topics.cv ? [topics.cv] : []), ...groups.flatMap(([, g]) => g)];
  const about = useQueryParam(ABOUT_PARAM);
  const [picked, setPicked] = useState<string | null>(null);
  // Given back once hydrated: the first render must match the server's HTML.
  const [before] = useState(topicBeforeWaking);
  const value =
    picked ?? (hydrated ? before : null) ?? all.find((topic) => topic.key === about)?.title ?? '';
  const note = all.find((topic) => topic.title === value)?.note;
  const topicField = field.props('topic', false);
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
          <select
            {...topicField}
            value={value}
            aria-describedby={note ? 'contact-topic-note' : undefined}
            onChange={(event) => {
              setPicked(event.currentTarget.value);
              topicField.onChange();
            }}
          >
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
          {note && (
            <p className="field-note" id="contact-topic-note">
              {note}
            </p>
          )}
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
