/**
 * Bounded work per record (issue 33 B24, B44) and one e-mail address per value (B42): every
 * plain text and every list cut where the pull reads it, with a warning naming the record, and
 * again where the build reads the snapshot, so a hand-edited one is held to the same limits.
 */
import { describe, expect, it } from 'vitest';
import {
  LIST_LIMITS,
  TEXT_LIMITS,
  cleanText,
  cutGraphemes,
  emailAddress,
  mailtoHref,
} from '../../src/cms/clean-values.ts';
import { organization } from '../../src/cms/organization.ts';
import {
  ImageGroupSchema,
  MenuPageSchema,
  MenuTreeSchema,
  TABLES,
  rawSchemaOf,
  SettingsSchema,
  tableSchemaOf,
} from '../../src/cms/schema.ts';
import type { RawCms } from '../../scripts/lib/pull/cms-client.ts';
import {
  normaliseMenuPage,
  normaliseRecord,
  normaliseSnapshot,
} from '../../scripts/lib/pull/normalise.ts';

const warnings: string[] = [];
const context = {
  resolveMedia: (raw: string | null) => raw?.replace(/^\/media\//, '') ?? null,
  warn: (message: string) => warnings.push(message),
  leaveOut: () => undefined,
  designations: null,
};
const settingsOf = (fields: Record<string, unknown>) =>
  normaliseRecord('settings', rawSchemaOf('settings').parse({ id: 1, ...fields }), context)!;

describe('plain text, cut between graphemes', () => {
  it('never splits a letter from its accent, or an emoji family', () => {
    expect(cutGraphemes('e\u0301e\u0301e\u0301', 2)).toBe('e\u0301e\u0301');
    expect(cutGraphemes('ab👩‍👩‍👧cd', 3)).toBe('ab👩‍👩‍👧');
    expect(cutGraphemes('short', 300)).toBe('short');
  });

  // B44: 0.4 MB of settings text was copied into every page: output 13 MB → 405 MB, no warning.
  it('cuts every settings text at the pull, with a warning naming the record and field', () => {
    warnings.length = 0;
    const long = 'Meridian Bridge Group '.repeat(20_000);
    const settings = settingsOf({ site_name: long, title: long, address: long });
    expect([...settings.site_name!]).toHaveLength(TEXT_LIMITS.line);
    expect([...settings.address!]).toHaveLength(TEXT_LIMITS.text);
    expect(warnings).toEqual([
      `general settings, field "site_name": cut to ${TEXT_LIMITS.line} characters (the limit of the field)`,
      `general settings, field "title": cut to ${TEXT_LIMITS.line} characters (the limit of the field)`,
      `general settings, field "address": cut to ${TEXT_LIMITS.text} characters (the limit of the field)`,
    ]);
  });

  it('cuts them again in the snapshot schema, so a hand-edited snapshot builds the same', () => {
    const settings = SettingsSchema.parse({
      ...settingsOf({}),
      site_name: 'x'.repeat(400_000),
      address: 'y'.repeat(400_000),
    });
    expect(settings.site_name).toHaveLength(TEXT_LIMITS.line);
    expect(settings.address).toHaveLength(TEXT_LIMITS.text);
  });

  it('cuts a menu or block name as a name, and says so', () => {
    expect(cleanText('n'.repeat(5_000), TEXT_LIMITS.line).repairs).toEqual([
      `cut to ${TEXT_LIMITS.line} characters (the limit of the field)`,
    ]);
    const page = MenuPageSchema.parse({ id: 3, name: 'M'.repeat(5_000), blocks: [], images: [] });
    expect(page.name).toHaveLength(TEXT_LIMITS.line);
  });
});

describe('lists, cut to what one page can show', () => {
  // B24: one company listing 200,000 pictures: a 67.6 MB page and a build peak of 3.9 GiB.
  it("keeps a company's first pictures at the pull, with a warning naming the company", () => {
    warnings.length = 0;
    const images = Array.from({ length: 200_000 }, (_, i) => ({ image: `/media/c/${i}.jpg` }));
    const company = normaliseRecord(
      'companies',
      rawSchemaOf('companies').parse({ id: 7, title: 'Harbour', images }),
      context,
    )!;
    expect(company.images).toHaveLength(LIST_LIMITS.perRecord);
    expect(company.images[0]).toBe('c/0.jpg');
    expect(warnings).toEqual([
      `company 7, field "images": 200000 items, the first ${LIST_LIMITS.perRecord} kept (the limit of one list)`,
    ]);
  });

  it('keeps a real gallery and a 37-page profile whole', () => {
    const images = Array.from({ length: 48 }, (_, i) => `gallery/${i}.jpg`);
    expect(ImageGroupSchema.parse({ name: 'Gallery', files: images }).files).toEqual(images);
    const pages = Array.from({ length: 37 }, (_, i) => ({ id: i + 1, image: `profile/${i}.jpg` }));
    expect(tableSchemaOf('profiles').parse(pages)).toHaveLength(37);
  });

  it("cuts an image group's files at the pull and in the snapshot, and a table's rows", () => {
    warnings.length = 0;
    const files = Array.from({ length: LIST_LIMITS.perRecord + 5 }, (_, i) => `cms/${i}.jpg`);
    const page = normaliseMenuPage(
      {
        menu: { id: 15, name: 'Gallery', parent: null, children: [] },
        blocks: {},
        images: { Gallery: files },
      },
      context,
    );
    expect(page.images[0]!.files).toHaveLength(LIST_LIMITS.perRecord);
    expect(warnings).toEqual([
      `menu 15 (Gallery), image group "Gallery": ${files.length} items, the first ${LIST_LIMITS.perRecord} kept (the limit of one list)`,
    ]);
    expect(ImageGroupSchema.parse({ name: 'Gallery', files }).files).toHaveLength(
      LIST_LIMITS.perRecord,
    );
    const rows = Array.from({ length: LIST_LIMITS.rows + 1 }, (_, i) => ({
      id: i,
      image: 'g.jpg',
    }));
    expect(tableSchemaOf('gallery').parse(rows)).toHaveLength(LIST_LIMITS.rows);
  });
});

describe('the menu tree, which every page lists', () => {
  const menuNode = (id: number, children: unknown[] = []) => ({
    id,
    name: `Menu ${id}`,
    parent: null,
    children,
  });

  it('keeps its first menus, parents before children, at the pull and in the snapshot', () => {
    warnings.length = 0;
    const menus = Array.from({ length: LIST_LIMITS.menus + 10 }, (_, i) =>
      menuNode(i + 1, i === 0 ? [menuNode(5_000)] : []),
    );
    const snapshot = normaliseSnapshot(
      {
        setting: {},
        sliders: [],
        notices: [],
        circulars: [],
        employees: [],
        menus,
        contents: [5_000, LIST_LIMITS.menus + 5].map((id) => ({
          menu: menuNode(id),
          blocks: {},
          images: {},
        })),
        tables: Object.fromEntries(TABLES.map((table) => [table, []])),
      } as unknown as RawCms,
      context,
      { teamContacts: false },
    );
    expect(snapshot.menus).toHaveLength(LIST_LIMITS.menus - 1);
    expect(snapshot.menus[0]!.children.map((menu) => menu.id)).toEqual([5_000]);
    expect(snapshot.pages.map((page) => page.id)).toEqual([5_000]);
    expect(warnings).toEqual([
      `the menus: 11 menus left out, the first ${LIST_LIMITS.menus} kept (the limit of the menu tree, which every page lists)`,
    ]);
    expect(MenuTreeSchema.parse(menus)).toHaveLength(LIST_LIMITS.menus - 1);
  });
});

describe('e-mail values (B42)', () => {
  it('are one address, local@domain, and nothing else', () => {
    for (const address of [
      'info@meridianbridge.example',
      "o'brien+hr@mail.example.co.uk",
      'büro@übersee.example',
    ])
      expect(emailAddress(address), address).toBe(address);
    for (const value of [
      'x@y.example?bcc=all@evil.example&subject=Hi&body=Click',
      'x@y.example%0D%0ABcc:all@evil.example',
      'a@b.example, c@d.example',
      'Front desk <a@b.example>',
      'mailto:a@b.example',
      'nobody',
      'a@localhost',
    ])
      expect(emailAddress(value), value).toBeNull();
  });

  it('are refused at the pull with a warning, and in the snapshot, so neither mailto: nor JSON-LD carries one', () => {
    warnings.length = 0;
    const hostile = 'x@y.example?bcc=all@evil.example&body=Click';
    expect(settingsOf({ email: hostile }).email).toBeNull();
    expect(warnings).toEqual([
      `general settings, field "email": "${hostile}" is not one e-mail address (local@domain); it is not shown`,
    ]);
    const settings = SettingsSchema.parse({
      ...settingsOf({}),
      email: hostile,
      email2: 'office@meridianbridge.example',
    });
    expect(settings.email).toBeNull();
    expect(organization(settings, { url: 'https://www.example.org/' }).email).toBe(
      'office@meridianbridge.example',
    );
  });

  it('are percent-encoded in their mailto: link', () => {
    expect(mailtoHref("o'brien+hr@mail.example")).toBe("mailto:o'brien%2Bhr@mail.example");
    expect(mailtoHref('büro@übersee.example')).toBe('mailto:b%C3%BCro@%C3%BCbersee.example');
  });
});
