/**
 * Route data, in the manner of Starlight's: for each page template, one function returns
 * exactly what its page renders, as digested parts. `routed()` turns the parts into the page's
 * props and its incremental-build `cacheKey` at once, so the key is always made of the digests
 * of the data the page was given and no table has to be kept in step with the components.
 *
 * Media need no key: pages reach them through virtual:snapshot-media, so a changed, added or
 * removed file changes the code hash Astro computes itself. Renamed scripts and styles are in
 * every key (src/build/built-assets.ts).
 */
import { builtAssetsDigest } from '../build/built-assets.ts';
import { cacheKey } from './cache-keys.ts';
import { getModel, type Digested, type SiteModel } from './data.ts';
import { findMenu, type Template } from './navigation.ts';
import { pagesWithTemplate } from './site-map.ts';
import type { MenuNode, MenuPage } from './schema.ts';

/** A menu's blocks and image groups, each falling back to the Home menu's of the same name. */
export interface MenuContent {
  blocks: Record<string, string>;
  images: Record<string, string[]>;
}

type Parts = Record<string, Digested<unknown>>;
type Values<P extends Parts> = { [K in keyof P]: P[K]['value'] };

/** A page's props and its cache key, from the same parts and the names of the scripts and styles it may link to. */
export function routed<P extends Parts>(parts: P): { props: Values<P>; cacheKey: string } {
  const entries = Object.entries(parts).sort(([a], [b]) => a.localeCompare(b));
  return {
    props: Object.fromEntries(entries.map(([name, part]) => [name, part.value])) as Values<P>,
    cacheKey: cacheKey(`assets:${builtAssetsDigest()}`, ...entries.map(([name, part]) => `${name}:${part.digest}`)),
  };
}

/** The Home fallback, applied once: a menu's own block or non-empty group wins over Home's. */
export function withHomeFallback(own: MenuPage | undefined, home: MenuPage | undefined): MenuContent {
  const ownImages = Object.entries(own?.images ?? {}).filter(([, refs]) => refs.length > 0);
  return {
    blocks: { ...home?.blocks, ...own?.blocks },
    images: { ...home?.images, ...Object.fromEntries(ownImages) },
  };
}

function contentOf(model: SiteModel, menu: MenuNode | undefined): Digested<MenuContent> {
  const own = menu ? model.pages.get(menu.id) : undefined;
  return {
    value: withHomeFallback(own?.value, model.home.value),
    digest: cacheKey(own?.digest ?? 'none', model.home.digest),
  };
}

const homeContent = (model: SiteModel) => contentOf(model, undefined);

/** A menu's page exactly as the CMS holds it, for templates that show whatever it has. */
const ownPage = (model: SiteModel, menu: MenuNode | undefined): Digested<MenuPage | undefined> =>
  (menu && model.pages.get(menu.id)) ?? { value: undefined, digest: 'none' };

/** What each template's page shows besides the frame. */
const TEMPLATE_PARTS = {
  home: (model: SiteModel) => ({ content: homeContent(model), sliders: model.sliders, notices: model.notices }),
  about: (model: SiteModel) => ({ content: homeContent(model) }),
  clients: (model: SiteModel) => ({ content: homeContent(model) }),
  company: (model: SiteModel) => ({ content: homeContent(model) }),
  mission: (model: SiteModel, menu?: MenuNode) => ({ content: contentOf(model, menu) }),
  performance: (model: SiteModel, menu?: MenuNode) => ({ content: contentOf(model, menu) }),
  history: (model: SiteModel, menu?: MenuNode) => ({ page: ownPage(model, menu) }),
  message: (model: SiteModel, menu?: MenuNode) => ({ content: contentOf(model, menu) }),
  profile: (model: SiteModel, menu?: MenuNode) => ({ content: contentOf(model, menu) }),
  gallery: (model: SiteModel, menu?: MenuNode) => ({ content: contentOf(model, menu) }),
  document: (model: SiteModel, menu?: MenuNode) => ({ content: contentOf(model, menu) }),
  contact: (model: SiteModel, menu?: MenuNode) => ({ content: contentOf(model, menu), notices: model.notices }),
  notice: (model: SiteModel) => ({ notices: model.notices }),
  'our team': (model: SiteModel) => ({ employees: model.employees }),
  generic: (model: SiteModel, menu?: MenuNode) => ({ page: ownPage(model, menu) }),
} satisfies Record<Template, (model: SiteModel, menu?: MenuNode) => Parts>;

type TemplateProps<T extends Template> = Values<{ frame: SiteModel['frame'] } & ReturnType<(typeof TEMPLATE_PARTS)[T]>>;

function templateParts<T extends Template>(model: SiteModel, template: T, menu: MenuNode | undefined) {
  const parts = (TEMPLATE_PARTS[template] as (model: SiteModel, menu?: MenuNode) => ReturnType<(typeof TEMPLATE_PARTS)[T]>)(model, menu);
  return { frame: model.frame, ...parts };
}

/**
 * The props of a page that has no getStaticPaths (`/`, `/contact`, `/notice/`, `/our team/`),
 * for the template's menu found by name (the Contact menu for `/contact`), if there is one.
 */
export async function pageData<T extends Template>(template: T, menuName?: string): Promise<TemplateProps<T>> {
  const model = await getModel();
  const menu = menuName === undefined ? undefined : findMenu(model.map.tree, menuName);
  return routed(templateParts(model, template, menu)).props as TemplateProps<T>;
}

/** Only the frame: the template's demo pages, the sign-in screens, the 404 page. */
export async function frameData() {
  return routed({ frame: (await getModel()).frame }).props;
}

async function templateRoutes<T extends Template, P>(template: T, params: (menu: MenuNode, path: string[]) => P) {
  const model = await getModel();
  return pagesWithTemplate(model.map, template).map(({ menu, path }) => {
    const { props, cacheKey } = routed(templateParts(model, template, menu));
    return { params: params(menu, path), props: { ...(props as TemplateProps<T>), menu }, cacheKey };
  });
}

/** getStaticPaths for the pages of one template: `{ id }` params; the menu and its route data as props. */
export const menuRoutes = <T extends Exclude<Template, 'generic' | 'company'>>(template: T) =>
  templateRoutes(template, (menu) => ({ id: String(menu.id) }));

export const companyRoutes = () => templateRoutes('company', (_, [, id, name]) => ({ id: id!, name: name! }));

export const genericRoutes = () => templateRoutes('generic', (_, [section, id]) => ({ section: section!, id: id! }));

/** One page per notice: the frame and that notice. */
export async function noticeRoutes() {
  const model = await getModel();
  return model.notices.value.map((notice) => {
    const route = routed({ frame: model.frame, notice: { value: notice, digest: cacheKey(JSON.stringify(notice)) } });
    return { params: { id: String(notice.id) }, ...route };
  });
}

/** Routes whose content is in the code (the template's demo pages): their own props plus the frame. */
export async function framedRoutes<R extends { params: Record<string, string>; props?: Record<string, unknown> }>(routes: readonly R[]) {
  const { props: frameProps, cacheKey } = routed({ frame: (await getModel()).frame });
  return routes.map((route) => ({
    ...route,
    props: { ...route.props, ...frameProps } as NonNullable<R['props']> & typeof frameProps,
    cacheKey,
  }));
}
