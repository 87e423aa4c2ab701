/** The pages of notices and job circulars, and the feed. */
import { contactValues, whatsappHref } from '../cms/contact-values.ts';
import { noticeTitle } from '../cms/notices.ts';
import { hrefOf } from '../cms/page-paths.ts';
import type { Notice } from '../cms/schema.ts';
import { enquiryHref } from '../forms/contact.ts';
import { openCirculars, pdfText, statusOf } from './circulars.ts';
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

function answerOf(model: SiteModel, circular: Notice, open: boolean): Digested<CircularAnswer> {
  const { settings, template } = model.frame.value;
  const phones = contactValues(settings).phones;
  const mobile = phones.find((phone) => phone.whatsapp);
  const title = noticeTitle(circular, 'circular');
  return derived(
    () => ({
      // The template keeps SPEC's form, which has no list of circulars to choose from.
      applyHref: enquiryHref(hrefOf(['contact']), template || !open ? undefined : circular.id),
      call: phones[0],
      whatsapp:
        mobile &&
        whatsappHref(
          mobile,
          `Hello, I am writing about your job circular "${title}" (No. ${circular.id}).`,
        ),
    }),
    model.frame,
    JSON.stringify(circular),
    String(open),
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
