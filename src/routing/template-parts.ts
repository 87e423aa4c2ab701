/**
 * What each template's page shows besides the frame, as digested parts. What each part shows,
 * and from which style of the back office, is decided in src/cms/content/parts.ts; this module
 * only hands each page its parts.
 */
import {
  aboutTexts,
  contactDetails,
  historyTexts,
  messages,
  missionTexts,
  pageSections,
  performanceTexts,
  pictures,
  slotContent,
  staff,
  TEMPLATE_SLOTS,
  testimonials,
} from '../cms/content/parts.ts';
import { contactValues, jobsEmail, phoneCountry } from '../cms/contact-values.ts';
import type { Template } from '../cms/navigation.ts';
import { noticeTitle } from '../cms/notices.ts';
import type { SiteMapEntry } from '../cms/site-map.ts';
import { cvTopic, TOPIC_KEYS, type ContactFormFields } from '../forms/contact.ts';
import { listedCirculars, openCirculars, statusOf } from './circulars.ts';
import { homeParts } from './home-parts.ts';
import { derived, slice, type Parts, type Values } from './keys.ts';
import type { Digested, SiteModel } from './model.ts';
import { servicesOf, sourcesOf, withOwnSections } from './sources.ts';

/**
 * The contact form's fields: SPEC's, whose event list offers the latest notices, not years of
 * them; or a company site's enquiry about one of the group's companies or services.
 */
function contactFormFields(model: SiteModel): Digested<ContactFormFields> {
  if (model.frame.value.template)
    return slice(() => ({
      kind: 'template',
      events: model.notices.value.slice(0, 10).map((notice) => noticeTitle(notice)),
    }));
  return slice(() => ({
    kind: 'company',
    topics: {
      companies: model.map.companyPages.map((page) => ({
        key: TOPIC_KEYS.company(page.key),
        title: page.name,
      })),
      services: servicesOf(model).value.map((service) => ({
        key: TOPIC_KEYS.service(service.id),
        title: service.title,
      })),
      circulars: openCirculars(model).map((circular) => {
        const until = statusOf(model, circular).value.closes;
        return {
          key: TOPIC_KEYS.circular(circular.id),
          title: noticeTitle(circular, 'circular'),
          ...(until ? { until } : {}),
        };
      }),
      cv:
        model.circulars.value.length > 0
          ? cvTopic(jobsEmail(contactValues(model.frame.value.settings).emails))
          : null,
    },
  }));
}

/** What each template's page shows besides the frame. */
const TEMPLATE_PARTS = {
  home: (model: SiteModel) => homeParts(model),
  about: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    const { abouts, testimonials: rows } = model.tables;
    return {
      sections: derived(
        () => withOwnSections(aboutTexts(sources, abouts.value), sources.own, TEMPLATE_SLOTS.about),
        ...digests,
        abouts,
      ),
      testimonials: derived(() => testimonials(rows.value), rows),
    };
  },
  mission: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    const { abouts, missionVisions } = model.tables;
    return {
      sections: derived(
        () =>
          withOwnSections(
            missionTexts(sources, abouts.value, missionVisions.value),
            sources.own,
            TEMPLATE_SLOTS.mission,
          ),
        ...digests,
        abouts,
        missionVisions,
      ),
    };
  },
  performance: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    return {
      sections: derived(
        () => withOwnSections(performanceTexts(sources), sources.own, TEMPLATE_SLOTS.performance),
        ...digests,
      ),
    };
  },
  history: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    const { abouts } = model.tables;
    return {
      sections: derived(
        () =>
          withOwnSections(historyTexts(sources, abouts.value), sources.own, TEMPLATE_SLOTS.history),
        ...digests,
        abouts,
      ),
    };
  },
  message: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    const { abouts, companyMessages } = model.tables;
    return {
      messages: derived(
        () => messages(sources, abouts.value, companyMessages.value),
        ...digests,
        abouts,
        companyMessages,
      ),
      sections: derived(() => pageSections('message', sources.own), ...digests),
    };
  },
  profile: (model: SiteModel, entry?: SiteMapEntry) =>
    picturePage(model, entry, 'profile', model.tables.profiles),
  gallery: (model: SiteModel, entry?: SiteMapEntry) =>
    picturePage(model, entry, 'gallery', model.tables.gallery),
  document: (model: SiteModel, entry?: SiteMapEntry) =>
    picturePage(model, entry, 'documents', { value: [], digest: 'none' }),
  contact: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    const settings = { value: model.frame.value.settings, digest: model.frame.digest };
    return {
      contact: derived(() => contactDetails(sources, settings.value), ...digests, settings),
      sections: derived(() => pageSections('contact', sources.own), ...digests),
      fields: contactFormFields(model),
    };
  },
  clients: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    return {
      intro: derived(() => slotContent(sources, 'partners')?.html ?? null, ...digests),
      sections: derived(() => pageSections('clients', sources.own), ...digests),
    };
  },
  services: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    return {
      services: servicesOf(model),
      intro: derived(
        () => slotContent({ own: sources.own, home: undefined }, 'services')?.html ?? null,
        ...digests,
      ),
    };
  },
  notice: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    return {
      notices: model.notices,
      circulars: listedCirculars(model),
      sections: derived(() => pageSections('notice', sources.own), ...digests),
    };
  },
  'our team': (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    return {
      staff: derived(
        () =>
          staff(
            model.employees.value,
            model.tables.team.value,
            phoneCountry(model.frame.value.settings),
          ),
        model.employees,
        model.tables.team,
        model.frame,
      ),
      sections: derived(() => pageSections('our team', sources.own), ...digests),
    };
  },
  generic: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    return { sections: derived(() => pageSections('generic', sources.own), ...digests) };
  },
} satisfies Record<Exclude<Template, 'company'>, (model: SiteModel, entry?: SiteMapEntry) => Parts>;
export type RoutedTemplate = keyof typeof TEMPLATE_PARTS;

/** A picture page: its pictures (every group of its menu, the Home fallback, the table's), then its own blocks. */
function picturePage(
  model: SiteModel,
  entry: SiteMapEntry | undefined,
  slot: 'gallery' | 'profile' | 'documents',
  rows: Digested<ReadonlyArray<{ image: string }>>,
) {
  const { sources, digests } = sourcesOf(model, entry);
  return {
    pictures: derived(() => pictures(sources, slot, rows.value), ...digests, rows),
    sections: derived(() => pageSections(entry?.template ?? slot, sources.own), ...digests),
  };
}

export type TemplateProps<T extends RoutedTemplate> = Values<
  { frame: SiteModel['frame'] } & ReturnType<(typeof TEMPLATE_PARTS)[T]>
>;

export function templateParts<T extends RoutedTemplate>(
  model: SiteModel,
  template: T,
  entry: SiteMapEntry | undefined,
) {
  const parts = (
    TEMPLATE_PARTS[template] as (
      model: SiteModel,
      entry?: SiteMapEntry,
    ) => ReturnType<(typeof TEMPLATE_PARTS)[T]>
  )(model, entry);
  return { frame: model.frame, ...parts };
}
