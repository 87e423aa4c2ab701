/** The pages of notices and job circulars, and the feed. */
import { contactValues, jobsEmail, whatsappHref } from '../cms/contact-values.ts';
import { noticeTitle } from '../cms/notices.ts';
import { hrefOf } from '../cms/page-paths.ts';
import type { Notice } from '../cms/schema.ts';
import { formatDate } from '../cms/format-date.ts';
import { enquiryHref, TOPIC_KEYS } from '../forms/contact.ts';
import { listedCirculars, openCirculars, pdfText, statusOf } from './circulars.ts';
import { derived, routed, whole } from './keys.ts';
import { getModel, type Digested, type SiteModel } from './model.ts';
import type { CircularAnswer } from './views.ts';

/** One page per notice: the frame, that record and its PDF's words. */
export async function noticeRoutes() {
  const model = await getModel();
  return model.notices.value.map((notice: Notice) => {
    const route = routed({
      frame: model.frame,
      notice: whole(notice),
      text: pdfText(model, 'notice', notice),
    });
    return { params: { id: String(notice.id) }, ...route };
  });
}

/** How many other open circulars a circular's page lists. */
const OTHER_CIRCULARS = 5;

function answerOf(model: SiteModel, circular: Notice, open: boolean): Digested<CircularAnswer> {
  const { settings, template } = model.frame.value;
  const { phones, emails } = contactValues(settings);
  const mobile = phones.find((phone) => phone.whatsapp);
  const title = noticeTitle(circular, 'circular');
  const contact = hrefOf(['contact']);
  const others = listedCirculars(model)
    .value.filter(({ circular: other, status }) => status.open && other.id !== circular.id)
    .slice(0, OTHER_CIRCULARS)
    .map(({ circular: other, status }) => ({
      title: noticeTitle(other, 'circular'),
      href: hrefOf(['pdfShow', 'circular', other.id]),
      closes: status.stated ? status.closes : undefined,
      until: status.closes,
    }));
  const chat = (text: string) => mobile && whatsappHref(mobile, text);
  // Named as the list shows it, by its title and day: its number there is its place in the list.
  const published = circular.date ? ` of ${formatDate(circular.date)}` : '';
  return derived(
    () => ({
      // The template keeps SPEC's form, which has no list of topics to choose from.
      applyHref: enquiryHref(
        contact,
        template || !open ? undefined : TOPIC_KEYS.circular(circular.id),
      ),
      call: phones[0],
      whatsapp: chat(`Hello, I am writing about your job circular "${title}"${published}.`),
      others,
      cvHref: enquiryHref(contact, template ? undefined : TOPIC_KEYS.cv),
      cvEmail: jobsEmail(emails),
      askOthers: chat(
        `Hello, I saw your job circular "${title}"${published}, which has closed. Do you have other openings?`,
      ),
    }),
    model.frame,
    JSON.stringify(circular),
    String(open),
    JSON.stringify(others),
  );
}

/** One page per job circular: as a notice's, plus whether it is still open, and how to answer it. */
export async function circularRoutes() {
  const model = await getModel();
  return model.circulars.value.map((circular: Notice) => {
    const status = statusOf(model, circular);
    const route = routed({
      frame: model.frame,
      notice: whole(circular),
      text: pdfText(model, 'circular', circular),
      status,
      answer: answerOf(model, circular, status.value.open),
      today: { value: model.today, digest: model.today },
    });
    return { params: { id: String(circular.id) }, ...route };
  });
}

/** The feed's notices and circulars: a closed circular has left it. */
export async function feedData() {
  const model = await getModel();
  return {
    settings: model.frame.value.settings,
    notices: model.notices.value,
    circulars: openCirculars(model),
  };
}
