/**
 * An accessibility pass over the built pages a preview changes, as Wagtail's checker does in
 * its editor: only over what editors wrote (the site's `.rich-text` blocks), since the rest is
 * the site's own, checked by its tests. It finds what only the real page shows: a heading that
 * skips a level in the page's outline, a link with no words, an embedded frame without a
 * title, and a text block that is only a picture (its words, if any, are in the picture).
 * Each finding names the back-office row whose text the block shows, found by its words.
 */
import { isTag, type Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Finding } from '../finding.ts';
import type { Place } from '../../pull/screens.ts';
import type { RowText } from '../rows.ts';

export interface BuiltPage {
  /** The page's address, percent-encoded. */
  path: string;
  title: string;
  html: string;
}

type Check = 'heading' | 'link' | 'frame' | 'picture';

/** Problems of one check taken from one page: enough to show editors the pattern, and a bound on the work. */
const MAX_PER_CHECK = 10;
/** A quoted heading, address or file name: a line of the report, whatever the page holds. */
const MAX_DETAIL = 80;
const detailOf = (text: string) =>
  text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text;

const HEADING = /^h([1-6])$/;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const textOf = (node: Element) => squash(DomUtils.textContent(node));
const classes = (node: Element) => (node.attribs.class ?? '').split(/\s+/);

/** The editors' block a node is in, or undefined for the site's own markup. */
function blockOf(node: Element): Element | undefined {
  for (let at: Element | null = node; at; at = at.parent as Element | null)
    if (isTag(at) && classes(at).includes('rich-text')) return at;
  return undefined;
}

const insideNoscript = (node: Element) => {
  for (let at = node.parent as Element | null; at; at = at.parent as Element | null)
    if (at.name === 'noscript') return true;
  return false;
};

/** `Notice | Meridian Bridge Group` → `Notice`. */
const pageName = (page: BuiltPage) => {
  const end = page.title.lastIndexOf(' | ');
  return squash(end === -1 ? page.title : page.title.slice(0, end)) || decodeURI(page.path);
};

const WORDS: Record<Check, (detail: string, page: string) => { visitor: string; fix: string }> = {
  heading: (detail, page) => ({
    visitor: `incorrect heading hierarchy on the page “${page}”: the heading “${detail}” skips a level below the heading before it, so people who move through the page by its headings with a screen reader find a level missing.`,
    fix: 'in the editor, make it one heading level below the heading before it.',
  }),
  link: (detail, page) => ({
    visitor: `empty link on the page “${page}”: the link to ${detail} has no words, so a screen reader reads out only its address and nobody else sees it.`,
    fix: 'give the link words that say where it goes, or remove it.',
  }),
  frame: (detail, page) => ({
    visitor: `frame without a title on the page “${page}”: the embedded frame from ${detail} is announced by a screen reader only as “frame”.`,
    fix: 'add a title to the embed code, such as title="Map of our office".',
  }),
  picture: (detail, page) => ({
    visitor: `text in a picture only, on the page “${page}”: this block holds only the picture ${detail}, so any words in it are lost to screen readers, to the site's search and to translation.`,
    fix: "type its words into the block as text, or describe in the picture's alternative text what it says.",
  }),
};

/** The back-office row whose text a block shows: by its words, else by a picture it holds. */
function rowOf(block: Element, texts: readonly RowText[]): RowText | undefined {
  // Compared without spaces: the page and the plain text part paragraphs differently.
  const opening = textOf(block).replace(/\s/g, '').slice(0, 80);
  if (opening !== '') return texts.find((text) => text.text.replace(/\s/g, '').startsWith(opening));
  const src = DomUtils.findOne((node) => node.name === 'img', [block])?.attribs.src;
  return src ? texts.find((text) => (text.html ?? text.text).includes(src)) : undefined;
}

interface Problem {
  check: Check;
  detail: string;
  block: Element;
}

function problems(page: BuiltPage): Problem[] {
  const document = parseDocument(page.html);
  const found: Problem[] = [];
  const counts = new Map<Check, number>();
  const take = (problem: Problem) => {
    const count = counts.get(problem.check) ?? 0;
    if (count >= MAX_PER_CHECK) return;
    counts.set(problem.check, count + 1);
    found.push({ ...problem, detail: detailOf(problem.detail) });
  };
  const all = DomUtils.findAll(() => true, document.children);
  let level = 0;
  for (const node of all) {
    const block = blockOf(node);
    const heading = HEADING.exec(node.name);
    if (heading) {
      const now = Number(heading[1]);
      if (block && level > 0 && now > level + 1)
        take({ check: 'heading', detail: textOf(node) || '(empty)', block });
      level = now;
      continue;
    }
    if (!block) continue;
    if (node.name === 'a' && node.attribs.href !== undefined) {
      const named =
        textOf(node) !== '' ||
        (node.attribs['aria-label'] ?? '').trim() !== '' ||
        DomUtils.findAll(
          (img) => img.name === 'img' && (img.attribs.alt ?? '').trim() !== '',
          [node],
        ).length > 0;
      if (!named) take({ check: 'link', detail: node.attribs.href, block });
    } else if (node.name === 'iframe' && !insideNoscript(node)) {
      if ((node.attribs.title ?? '').trim() === '') {
        const src = node.attribs['data-src'] ?? node.attribs.src ?? '';
        take({ check: 'frame', detail: URL.parse(src)?.host || src, block });
      }
    }
  }
  for (const block of DomUtils.findAll(
    (node) => classes(node).includes('rich-text'),
    document.children,
  )) {
    const img = DomUtils.findOne((node) => node.name === 'img', [block]);
    if (img && textOf(block) === '')
      take({
        check: 'picture',
        detail: (img.attribs.src ?? '').split('/').pop() ?? '',
        block,
      });
  }
  return found;
}

export function pageAccessibility(
  pages: readonly BuiltPage[],
  texts: readonly RowText[],
): Finding[] {
  const findings = new Map<string, Finding>();
  for (const page of pages) {
    // Each block is matched to its row once, however many problems it holds.
    const rows = new Map<Element, RowText | undefined>();
    for (const { check, detail, block } of problems(page)) {
      if (!rows.has(block)) rows.set(block, rowOf(block, texts));
      const row = rows.get(block);
      const place: Place = row?.place ?? { screen: 'The website', row: pageName(page) };
      // A block shown on many pages is said once.
      const key = `accessibility:${check}:${row?.record ?? page.path}:${detail}`;
      if (!findings.has(key))
        findings.set(key, {
          kind: 'accessibility',
          key,
          where: [place],
          ...WORDS[check](detail, pageName(page)),
        });
    }
  }
  return [...findings.values()];
}
