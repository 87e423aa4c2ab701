/**
 * No single CMS value can stop a publish (issue 25): every text field of every entity, every
 * menu, block and image-group name, and every date meets each value of the corpus, through the
 * reference CMS, the pull and a real build. The build must pass, the pull must name what it
 * repaired, and every output must carry only what its format allows.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordName } from '../../scripts/lib/pull/cms-client.ts';
import type { PullReport } from '../../scripts/lib/pull/pull.ts';
import { ENTITIES, type Entity, type Fields } from '../../src/cms/entities.ts';
import { CORPUS } from '../fixtures/field-corpus.ts';
import { testSite } from '../helpers/test-site.ts';

let report: PullReport;
let outDir: string;
let files: string[];

beforeAll(async () => {
  const site = testSite('corpus');
  ({ report } = site.data as { report: PullReport });
  outDir = site.dist;
  files = (await readdir(outDir, { recursive: true })).filter((file) =>
    /\.(html|xml|json|txt)$/.test(file),
  );
});

/** XML 1.0's excluded controls, C1 controls and noncharacters: what no output of the site may hold. */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/;
/** A lone surrogate as JSON writes it (`\ud800` without its pair), in a page's data or scripts. */
const JSON_LONE_SURROGATE =
  /\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])|(?<!\\ud[89ab][0-9a-f]{2})\\ud[c-f][0-9a-f]{2}/i;
/** The same as a character reference, which HTML and XML decode (a script's text is not decoded). */
const REFERENCED_SURROGATE =
  /&#x0*d[89a-f][0-9a-f]{2};|&#0*5(?:5(?:29[6-9]|[3-9]\d\d)|6\d{3}|7(?:[0-2]\d\d|3[0-3]\d|34[0-3]));/i;

/** The copy of a record that held corpus value `k` (tests/fixtures/field-corpus.ts). */
const copyId = (id: number, k: number) => id + 1000 * (k + 1);
const LONE_SURROGATE = CORPUS.indexOf('Lone \ud800 high and \udfff low surrogates');
const CONTROLS = CORPUS.findIndex((value) => value.startsWith('Pasted'));
const snapshotJson = async <T>(file: string) =>
  JSON.parse(await readFile(join(outDir, '..', 'snapshot', file), 'utf8')) as T;

describe('every text field of every entity, fed the values that stopped publishes', () => {
  it('pulls every record, and names each repaired field with its record', async () => {
    const warnings = report.warnings.join('\n');
    const textFields = (entity: Entity) =>
      Object.entries(ENTITIES[entity] as Fields)
        .filter(([, { kind }]) => kind === 'text' || kind === 'html')
        .map(([name]) => name);
    const notices = await snapshotJson<Array<{ id: number; date: string | null }>>('notices.json');
    const originals = notices.filter(({ id }) => id < 1000);
    expect(originals.length).toBeGreaterThan(0);
    for (const notice of originals) {
      const place = recordName('notices', copyId(notice.id, LONE_SURROGATE));
      for (const field of textFields('notices'))
        expect(warnings).toContain(`${place}, field "${field}": a broken character`);
      expect(warnings).toContain(
        `${recordName('notices', copyId(notice.id, CONTROLS))}, field "title": 8 control character(s) removed`,
      );
      // Every copy is published, the ones dated off the calendar undated.
      for (let k = 0; k < CORPUS.length; k++)
        expect(notices.find(({ id }) => id === copyId(notice.id, k))?.date).toBeNull();
    }
    expect(warnings).toMatch(/"2026-13-45" is not a calendar date; shown as undated/);
    expect(warnings).toMatch(/general settings, field "\w+": a broken character/);
    expect(warnings).toMatch(/menu 900 \(.*\), block ".*", its name: a broken character/);
    expect(warnings).toMatch(/menu 900 \(.*\), image group ".*", its name: a broken character/);
    expect(warnings).toContain(`menu ${900 + CONTROLS}, its name: 8 control character(s) removed`);
  });

  it('keeps in the snapshot only text any output may carry', async () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value !== null && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    const dir = join(outDir, '..', 'snapshot');
    const jsonFiles = (await readdir(dir, { recursive: true })).filter((file) =>
      file.endsWith('.json'),
    );
    for (const file of jsonFiles)
      for (const text of strings(JSON.parse(await readFile(join(dir, file), 'utf8'))))
        expect({ file, text, fine: text.isWellFormed() && !FORBIDDEN.test(text) }).toMatchObject({
          fine: true,
        });
  });

  it('builds, with every page, feed and sitemap in well-formed Unicode', async () => {
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    for (const file of files) {
      const text = utf8.decode(await readFile(join(outDir, file)));
      // Nothing an output forbids (U+FFFD aside), nor a lone surrogate written as an escape.
      expect({
        file,
        bad:
          text.match(FORBIDDEN) ??
          text.match(JSON_LONE_SURROGATE) ??
          text.replace(/<script\b[\s\S]*?<\/script>/g, '').match(REFERENCED_SURROGATE),
      }).toEqual({ file, bad: null });
      if (file.endsWith('.xml'))
        expect({ file, valid: XMLValidator.validate(text) }).toEqual({
          file,
          valid: true,
        });
    }
    expect(files).toContain(join('notice', 'rss.xml'));
  });

  it('gives each menu named in the corpus a page whose path any file system can hold', async () => {
    const menuPages = files.filter((file) => file.endsWith('index.html'));
    for (const file of menuPages)
      for (const segment of file.split('/'))
        expect(Buffer.byteLength(segment), file).toBeLessThanOrEqual(255);
    const home = await readFile(join(outDir, 'index.html'), 'utf8');
    // Each corpus menu is in the header, linked to a page that was built.
    const links = new Set([...home.matchAll(/href="(\/[^"]*\/90\d)\/"/g)].map(([, href]) => href!));
    expect(links.size).toBe(CORPUS.length);
    for (const href of links)
      expect(menuPages).toContain(join(decodeURIComponent(href).slice(1), 'index.html'));
  });
});
