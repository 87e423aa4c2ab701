/**
 * No single CMS value can stop a publish (issue 25): every text field of every entity, every
 * menu, block and image-group name, and every date meets each value of the corpus, through the
 * reference CMS, the pull and a real build. The build must pass, the pull must name what it
 * repaired, and every output must carry only what its format allows.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCmsServer, type CmsServer } from '../../scripts/lib/cms-server.ts';
import { DEFAULT_ENDPOINTS } from '../../scripts/lib/endpoints.ts';
import { recordName } from '../../scripts/lib/pull/cms-client.ts';
import type { PullReport } from '../../scripts/lib/pull/pull.ts';
import { ENTITIES, type Entity, type Fields } from '../../src/cms/entities.ts';
import { CORPUS, corpusAnswers, corpusSnapshot } from '../fixtures/field-corpus.ts';
import { writeFixture } from '../fixtures/snapshots.ts';
import { astroBuild } from '../helpers/astro-build.ts';
import { pullFrom, scratch } from '../helpers/snapshot.ts';
import { seededCacheDir } from '../helpers/cache-dir.ts';

let server: CmsServer;
let report: PullReport;
let outDir: string;
let files: string[];

beforeAll(async () => {
  const root = await scratch();
  server = await startCmsServer({
    snapshotDir: await writeFixture(join(root, 'source'), corpusSnapshot()),
    endpoints: DEFAULT_ENDPOINTS,
    transform: corpusAnswers,
  });
  const snapshot = join(root, 'snapshot');
  report = await pullFrom(server.url, snapshot);
  outDir = join(root, 'dist');
  await astroBuild({ snapshot, outDir, cacheDir: await seededCacheDir(join(root, 'cache')) });
  files = (await readdir(outDir, { recursive: true })).filter((file) =>
    /\.(html|xml|json|txt)$/.test(file),
  );
}, 300_000);

afterAll(() => server?.close());

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
    for (const notice of notices.filter(({ id }) => id < 1000)) {
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
    expect(warnings).toMatch(/menu 900 \(.*\), block ".*": a broken character/);
    expect(warnings).toContain(`menu ${900 + CONTROLS}, its name: 8 control character(s) removed`);
  });

  it('builds, with every page, feed and sitemap in well-formed Unicode', async () => {
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    for (const file of files) {
      const text = utf8.decode(await readFile(join(outDir, file)));
      // Nothing an output forbids: XML 1.0's excluded controls, noncharacters, U+FFFD aside.
      expect({
        file,
        bad: text.match(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/),
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
