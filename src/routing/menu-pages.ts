/** The pages of the back office's menus, one template each: their props and cache keys. */
import { findMenu } from '../cms/navigation.ts';
import { pagesWithTemplate, type SiteMapEntry } from '../cms/site-map.ts';
import { routed } from './keys.ts';
import { getModel } from './model.ts';
import { templateParts, type RoutedTemplate, type TemplateProps } from './template-parts.ts';

/**
 * The props of a page that has no getStaticPaths (`/`, `/contact`, `/notice/`, `/our team/`),
 * for the template's menu found by name (the Contact menu for `/contact`), if there is one.
 */
export async function pageData<T extends RoutedTemplate>(
  template: T,
  menuName?: string,
): Promise<TemplateProps<T>> {
  const model = await getModel();
  const menu = menuName === undefined ? undefined : findMenu(model.map.tree, menuName);
  const entry = menu && model.map.entries.get(menu.id);
  return routed(templateParts(model, template, entry)).props;
}

/** Only the frame: the template's demo pages, the sign-in screens, the 404 page. */
export async function frameData() {
  return routed({ frame: (await getModel()).frame }).props;
}

async function templateRoutes<T extends RoutedTemplate, P>(
  template: T,
  params: (entry: SiteMapEntry) => P,
) {
  const model = await getModel();
  return pagesWithTemplate(model.map, template).map((entry) => {
    const { props, cacheKey } = routed(templateParts(model, template, entry));
    return {
      params: params(entry),
      props: { ...(props as TemplateProps<T>), menu: entry.menu },
      cacheKey,
    };
  });
}

/** getStaticPaths for the pages of one template: `{ id }` params; the menu and its route data as props. */
export const menuRoutes = <T extends Exclude<RoutedTemplate, 'generic'>>(template: T) =>
  templateRoutes(template, (entry) => ({ id: String(entry.menu.id) }));

export const genericRoutes = () =>
  templateRoutes('generic', ({ path: [section, id] }) => ({ section: section!, id: id! }));

/** getStaticPaths for the home page's other addresses: `/home` (the 404 page's "Back to home") and each Home menu's `/home/{id}`. */
export async function homeRoutes() {
  const model = await getModel();
  const { props, cacheKey } = routed(templateParts(model, 'home', undefined));
  const menus = await menuRoutes('home');
  return [{ params: { id: undefined }, props, cacheKey }, ...menus];
}
