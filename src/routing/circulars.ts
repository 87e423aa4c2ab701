/** A notice's PDF words and a circular's status on the build's day, shared by its page, the form and the feed. */
import { circularStatus, statedDeadline, type CircularStatus } from '../cms/circular-facts.ts';
import type { NoticeKind } from '../cms/notices.ts';
import type { Notice } from '../cms/schema.ts';
import { derived } from './keys.ts';
import type { Digested, SiteModel } from './model.ts';

/** A notice's or circular's PDF words ('' where it has none). */
export const pdfText = (model: SiteModel, kind: NoticeKind, notice: Notice): Digested<string> =>
  model.pdfTexts.get(`${kind}-${notice.id}`) ?? { value: '', digest: 'no text' };

/** Whether a circular still takes applications on the build's day, by its text's deadline or its age. */
export function statusOf(model: SiteModel, circular: Notice): Digested<CircularStatus> {
  const text = pdfText(model, 'circular', circular);
  return derived(
    () => circularStatus(circular.date, statedDeadline(text.value, circular.date), model.today),
    text,
    model.today,
    String(circular.date),
  );
}

/** The job circulars still open, for the contact form's choices and the feed. */
export const openCirculars = (model: SiteModel): Notice[] =>
  model.circulars.value.filter((circular) => statusOf(model, circular).value.open);
