/** A notice's PDF words and a circular's status on the build's day, shared by its page, the form and the feed. */
import { circularStatus, statedDeadline, type CircularStatus } from '../cms/circular-facts.ts';
import type { NoticeKind } from '../cms/notices.ts';
import type { Notice } from '../cms/schema.ts';
import { memoByObject } from '../lib/memo-by-object.ts';
import { derived } from './keys.ts';
import type { Digested, SiteModel } from './model.ts';

/** A notice's or circular's PDF words ('' where it has none). */
export const pdfText = (model: SiteModel, kind: NoticeKind, notice: Notice): Digested<string> =>
  model.pdfTexts.get(`${kind}-${notice.id}`) ?? { value: '', digest: 'no text' };

/** Each model's circulars' statuses, worked out once: the list, the pages, the form and the feed all ask. */
const statusesOf = memoByObject((_model: SiteModel) => new Map<Notice, Digested<CircularStatus>>());

/** Whether a circular still takes applications on the build's day, by its text's deadline or its age. */
export function statusOf(model: SiteModel, circular: Notice): Digested<CircularStatus> {
  const statuses = statusesOf(model);
  let status = statuses.get(circular);
  if (!status) {
    const text = pdfText(model, 'circular', circular);
    status = derived(
      () => circularStatus(circular.date, statedDeadline(text.value, circular.date), model.today),
      text,
      model.today,
      String(circular.date),
    );
    statuses.set(circular, status);
  }
  return status;
}

/** The job circulars still open, for the contact form's choices and the feed. */
export const openCirculars = (model: SiteModel): Notice[] =>
  model.circulars.value.filter((circular) => statusOf(model, circular).value.open);

/** A circular of the list with its state on the build's day. */
export interface ListedCircular {
  circular: Notice;
  status: CircularStatus;
}

/**
 * The circulars as the notices page lists them, worked out once per build (each circular's page
 * lists the others): the open ones first, by the day they close
 * (soonest first; one with no end last), then the closed, newest first.
 */
export const listedCirculars = memoByObject((model: SiteModel): Digested<ListedCircular[]> => {
  const listed = model.circulars.value.map((circular) => ({
    circular,
    status: statusOf(model, circular).value,
  }));
  const open = listed
    .filter(({ status }) => status.open)
    .sort((a, b) => (a.status.closes ?? '9999').localeCompare(b.status.closes ?? '9999'));
  const closed = listed.filter(({ status }) => !status.open);
  return derived(
    () => [...open, ...closed],
    model.circulars,
    model.today,
    ...model.circulars.value.map((circular) => pdfText(model, 'circular', circular).digest),
  );
});
