import type { MenuPage } from './schema.ts';

/** A menu page's blocks and its non-empty image groups, in the CMS's order: what a page of it shows. */
export function pageContent(page: MenuPage | undefined) {
  return {
    blocks: Object.entries(page?.blocks ?? {}),
    groups: Object.entries(page?.images ?? {}).filter(([, refs]) => refs.length > 0),
  };
}

/** Whether a menu page has anything to show; one that has not stays out of the sitemap and search engines. */
export function hasContent(page: MenuPage | undefined): boolean {
  const { blocks, groups } = pageContent(page);
  return blocks.length > 0 || groups.length > 0;
}
