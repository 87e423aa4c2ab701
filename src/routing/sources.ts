/** What a menu page's parts draw on: its own menu, the Home menu, the services list. */
import { ownSections, services, type MenuSources } from '../cms/content/parts.ts';
import { uniqueIds, type Section } from '../cms/content/sections.ts';
import type { Slot } from '../cms/content/slots.ts';
import type { MenuPage } from '../cms/schema.ts';
import { pagesWithTemplate, type SiteMapEntry } from '../cms/site-map.ts';
import { derived, NONE } from './keys.ts';
import type { Digested, SiteModel } from './model.ts';

/** The page's own menu (none for a page made from the tables) and the Home menu. */
export function sourcesOf(
  model: SiteModel,
  entry: SiteMapEntry | undefined,
): { sources: MenuSources; digests: Array<Digested<unknown>> } {
  const own = entry?.fromMenu ? (model.pages.get(entry.menu.id) ?? NONE) : NONE;
  return { sources: { own: own.value, home: model.home.value }, digests: [own, model.home] };
}

/** A page's own sections after its template's part: its other blocks and groups, ids unique on the page. */
export function withOwnSections(
  part: Section[],
  own: MenuPage | undefined,
  slots: readonly Slot[],
) {
  return uniqueIds([...part, ...ownSections(own, slots)]);
}

/** The services: the Services menu's blocks, then the table's, each linking to its page. */
export function servicesOf(model: SiteModel): Digested<ReturnType<typeof services>> {
  const entry = pagesWithTemplate(model.map, 'services')[0];
  const page = entry && model.pages.get(entry.menu.id);
  const hrefs = new Map(model.map.servicePages.map((service) => [service.id, service.href]));
  return derived(
    () =>
      services(page && { page: page.value, href: entry.href }, model.tables.services.value, (row) =>
        hrefs.get(row.id)!,
      ),
    page ?? NONE,
    model.tables.services,
  );
}
