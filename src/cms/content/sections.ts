/**
 * Sections: how content the site has no slot for is shown. A menu's block becomes a section
 * under its own name with the image group of the same name beside it; an image group without
 * a block becomes a section of pictures captioned by its name; a table's row becomes a
 * section under its title. Runs of similar sections are laid out together (a row of figures,
 * a grid of cards), so an editor's free-form page reads like a designed one.
 */
import { slugOf } from '../navigation.ts';
import { plainText } from '../sanitise.ts';
import type { MenuPage } from '../schema.ts';
import { nameKey } from './slots.ts';

export interface Picture {
  ref: string;
  /** What the picture shows, where the CMS says (its group's name, a row's title). */
  caption: string | null;
}

export interface Section {
  /** The anchor of the section, unique on its page. */
  id: string;
  heading: string | null;
  /** Editor HTML or plain text; sanitised when rendered. */
  html: string;
  pictures: Picture[];
  /** Where it came from, for the publish report: `menu 2 (About), block "Our reach"`. */
  origin: string;
}

const hasText = (html: string) => plainText(html) !== '' || /<(iframe|img)\b/i.test(html);

/** A section, or nothing when it would be a heading standing alone. */
export function section(
  heading: string | null,
  html: string | null,
  pictures: Picture[],
  origin: string,
): Section[] {
  const text = html ?? '';
  if (!hasText(text) && pictures.length === 0) return [];
  return [{ id: slugOf(heading ?? origin), heading, html: text, pictures, origin }];
}

/**
 * A menu's blocks and image groups as sections, in the editors' order, each block with the
 * group of its name; `keep` says which names the caller has no slot for.
 */
export function sectionsOfPage(
  page: MenuPage | undefined,
  keep: (name: string) => boolean,
): Section[] {
  if (!page) return [];
  const where = `menu ${page.id} (${page.name})`;
  const groups = new Map(page.images.map((group) => [nameKey(group.name), group]));
  const used = new Set<string>();
  const fromBlocks = page.blocks
    .filter((block) => keep(block.name))
    .flatMap((block) => {
      const group = groups.get(nameKey(block.name));
      if (group) used.add(nameKey(group.name));
      const pictures = (group?.files ?? []).map((ref) => ({ ref, caption: block.name }));
      return section(block.name, block.html, pictures, `${where}, block "${block.name}"`);
    });
  const blockNames = new Set(page.blocks.map((block) => nameKey(block.name)));
  const fromGroups = page.images
    .filter(
      (group) =>
        keep(group.name) && !used.has(nameKey(group.name)) && !blockNames.has(nameKey(group.name)),
    )
    .flatMap((group) =>
      section(
        group.name,
        null,
        group.files.map((ref) => ({ ref, caption: group.name })),
        `${where}, image group "${group.name}"`,
      ),
    );
  return [...fromBlocks, ...fromGroups];
}

/** The same sections with ids made unique on one page (`services`, `services-2`). */
export function uniqueIds(sections: readonly Section[], taken: Iterable<string> = []): Section[] {
  const seen = new Map<string, number>([...taken].map((id) => [id, 1]));
  return sections.map((item) => {
    const count = (seen.get(item.id) ?? 0) + 1;
    seen.set(item.id, count);
    return count === 1 ? item : { ...item, id: `${item.id}-${count}` };
  });
}

export type Layout =
  /** Short figures (`500+` happy clients) in one row. */
  | { kind: 'figures'; sections: Section[] }
  /** Three or more short texts each with one picture (people, projects): a grid of cards. */
  | { kind: 'cards'; sections: Section[] }
  /** Anything else: text with its pictures beside it. */
  | { kind: 'feature'; section: Section };

const isFigure = (item: Section) => {
  const text = plainText(item.html);
  return item.heading !== null && text.length <= 16 && /\d/.test(text) && item.pictures.length <= 1;
};
const isCard = (item: Section) => item.pictures.length === 1 && plainText(item.html).length <= 420;

/** Sections grouped for layout, in their order: runs of figures, runs of three or more cards, the rest one by one. */
export function layoutOf(sections: readonly Section[]): Layout[] {
  const layout: Layout[] = [];
  let index = 0;
  while (index < sections.length) {
    const run = (fits: (item: Section) => boolean) => {
      let end = index;
      while (end < sections.length && fits(sections[end]!)) end += 1;
      return sections.slice(index, end);
    };
    const figures = run(isFigure);
    if (figures.length >= 2) {
      layout.push({ kind: 'figures', sections: figures });
      index += figures.length;
      continue;
    }
    const cards = run(isCard);
    if (cards.length >= 3) {
      layout.push({ kind: 'cards', sections: cards });
      index += cards.length;
      continue;
    }
    layout.push({ kind: 'feature', section: sections[index]! });
    index += 1;
  }
  return layout;
}
