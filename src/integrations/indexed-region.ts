/**
 * The part of a built page the search indexes, found by parsing the page, not by searching its
 * text. CMS text reaches a page as text and attribute values, where `<main …>` or `</main>` are
 * only characters: read as a string, a site name holding `<main data-pagefind-meta=url:…>` in a
 * <head> attribute once became every result's link, and `</main>` in a name cut a page's text.
 *
 * Only the layout's own region counts: the <main data-pagefind-body> that is a child of <body>
 * (BaseLayout), and the page's language from <html>. Pagefind is given that region alone, as
 * the page wrote it, so the header's menu is not indexed on every page either.
 */
import { isTag, type AnyNode, type Element } from 'domhandler';
import { escapeAttribute } from 'entities';
import { parseDocument } from 'htmlparser2';

/** Goes up with any change to what `indexedRegion` returns: regions remembered by an older one are not reused (search-regions.ts). */
export const REGION_VERSION = 1;

/** What BaseLayout's `indexed` puts on <html> (<main> carries `data-pagefind-body`). */
export const INDEXED_MARK = 'data-search-indexed';
const BODY_MARK = 'data-pagefind-body';

const childElement = (parent: { children: readonly unknown[] }, name: string): Element[] =>
  parent.children.filter(
    (node): node is Element => isTag(node as AnyNode) && (node as Element).name === name,
  );

/**
 * The page as Pagefind should read it (its <html> and the layout's <main>), undefined when the
 * page did not opt in. A page that opted in without exactly one such <main> is the layout's
 * fault, so it throws.
 */
export function indexedRegion(html: string): string | undefined {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const [root] = childElement(document, 'html');
  if (!root || !(INDEXED_MARK in root.attribs)) return undefined;
  const [body] = childElement(root, 'body');
  const mains = body ? childElement(body, 'main').filter((main) => BODY_MARK in main.attribs) : [];
  if (mains.length !== 1)
    throw new Error(
      `the page opts in to the search but has ${mains.length} <main ${BODY_MARK}> in its <body>`,
    );
  const main = mains[0]!;
  const lang = root.attribs.lang ? ` lang="${escapeAttribute(root.attribs.lang)}"` : '';
  return `<html${lang}><body>${html.slice(main.startIndex!, main.endIndex! + 1)}</body></html>`;
}
