/** What the home page shows besides the frame: slides, about, featured pictures, services, ticker. */
import { heroSlides, homeAbout, homeSections, slotContent } from '../cms/content/parts.ts';
import type { Section } from '../cms/content/sections.ts';
import { nameKey } from '../cms/content/slots.ts';
import { tickerNotices } from '../cms/notices.ts';
import { pagesWithTemplate } from '../cms/site-map.ts';
import { openCirculars } from './circulars.ts';
import { derived, slice } from './keys.ts';
import type { SiteModel } from './model.ts';
import { servicesOf } from './sources.ts';

/** The Home menu's blocks that no part of the site shows. */
function homeLeftovers(model: SiteModel): Section[] {
  const templates = new Set<string>(model.map.pages.map((entry) => entry.template));
  const companies = new Set(
    model.map.companyPages.flatMap((page) =>
      'menu' in page.source ? [nameKey(page.source.menu.name)] : [],
    ),
  );
  return homeSections(model.home.value, templates, companies);
}

export function homeParts(model: SiteModel) {
  const { tables } = model;
  const allServices = servicesOf(model);
  const sources = { own: model.home.value, home: undefined };
  return {
    hero: derived(
      () => heroSlides(model.sliders.value, allServices.value),
      model.sliders,
      allServices,
    ),
    about: derived(
      () => homeAbout(model.home.value, tables.abouts.value) ?? null,
      model.home,
      tables.abouts,
    ),
    featured: derived(
      () => {
        const found = slotContent(sources, 'featured');
        // Each picture leads to the gallery, where the group's photos are, when there is one.
        return {
          intro: found?.html ?? null,
          pictures: found?.pictures ?? [],
          gallery: pagesWithTemplate(model.map, 'gallery')[0]?.href ?? null,
        };
      },
      model.home,
      JSON.stringify(model.map.pages.map((entry) => entry.href)),
    ),
    services: derived(
      () => ({
        intro: slotContent(sources, 'services')?.html ?? null,
        items: allServices.value,
        // The page listing every service: the Services menu's, or the one made from the tables.
        index: pagesWithTemplate(model.map, 'services')[0]?.href ?? null,
      }),
      model.home,
      allServices,
    ),
    partnersIntro: derived(() => slotContent(sources, 'partners')?.html ?? null, model.home),
    // The Title block's words: the group's line under its first screen (its picture is the banner).
    tagline: derived(() => slotContent(sources, 'title')?.html ?? null, model.home),
    sections: derived(
      () => homeLeftovers(model),
      model.home,
      JSON.stringify(model.map.pages.map((entry) => entry.template)),
    ),
    // A closed circular is no news: the ticker carries the open ones only (issue 50).
    ticker: slice(() => tickerNotices(model.notices.value, openCirculars(model))),
  };
}
