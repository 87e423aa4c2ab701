import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Parser } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_MEDIA, UNREADABLE_IMAGE, hostileSnapshot } from '../fixtures/hostile-snapshot.ts';
import { astroBuild, htmlPages } from '../helpers/astro-build.ts';
import { scratch } from '../helpers/snapshot.ts';

interface Element {
  name: string;
  attribs: Record<string, string>;
  text: string;
}

/** The elements of a page as a browser parses them: attribute values are text, not markup. */
function elementsOf(html: string): Element[] {
  const elements: Element[] = [];
  const open: Element[] = [];
  const parser = new Parser({
    onopentag: (name, attribs) => {
      const element = { name, attribs, text: '' };
      elements.push(element);
      open.push(element);
    },
    ontext: (text) => {
      const current = open.at(-1);
      if (current) current.text += text;
    },
    onclosetag: () => void open.pop(),
  });
  parser.end(html);
  return elements;
}

/** One production build of the hostile snapshot, named by SNAPSHOT_DIR, into a scratch folder. */
let root: string;
let pages: Map<string, string>;
let log: string;
let snapshotDir: string;
const noticeWithFile = async (file: string) =>
  (JSON.parse(await readFile(join(snapshotDir, 'notices.json'), 'utf8')) as Array<{ id: number; file: string }>).find(
    (notice) => notice.file === file,
  )!.id;

beforeAll(async () => {
  root = await scratch();
  const outDir = join(root, 'dist');
  snapshotDir = await hostileSnapshot();
  log = await astroBuild({ snapshot: snapshotDir, outDir });
  pages = await htmlPages(outDir);
}, 180_000);

describe('a build from a hostile snapshot', () => {
  it('is read from SNAPSHOT_DIR', () => {
    expect(pages.get('index.html')).toContain('Another Group &amp; Partners');
  });

  it("runs no script but its own: bundled modules and Astro's island loader", () => {
    for (const [file, html] of pages) {
      for (const script of elementsOf(html).filter((element) => element.name === 'script')) {
        if (script.attribs.type === 'application/ld+json') {
          // Data, not code: CMS text in it stays inside the JSON.
          expect(script.text, file).not.toContain('<');
          expect(JSON.parse(script.text).name, file).toContain('Another Group');
        } else if (script.attribs.type !== 'module') expect(script.text, file).toMatch(/astro-island|self\.Astro/);
        expect(script.text, file).not.toContain('alert(');
      }
    }
  });

  it('keeps no event handler, javascript: URL, inline style or foreign frame from the CMS', () => {
    for (const [file, html] of pages) {
      for (const { name, attribs } of elementsOf(html)) {
        const where = `${file} <${name}>`;
        expect(
          Object.keys(attribs).filter((attribute) => attribute.startsWith('on')),
          where,
        ).toEqual([]);
        for (const attribute of ['href', 'src', 'action', 'formaction'])
          expect(attribs[attribute] ?? '', where).not.toMatch(/^\s*(javascript|data|vbscript):/i);
        expect(attribs.style ?? '', where).not.toMatch(/javascript|url\(/i);
        if (name === 'iframe') expect(attribs.src, where).toMatch(/^(\/_astro\/|https:\/\/www\.openstreetmap\.org\/)/);
        if (name === 'img') expect(attribs.src, where).toMatch(/^\/_astro\//);
      }
    }
  });

  it('publishes no upload that is not what its field may hold, and says so in the build log', async () => {
    const entries = await readdir(join(root, 'dist', '_astro'), { recursive: true, withFileTypes: true });
    const assets = entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(join(root, 'dist', '_astro'), join(entry.parentPath, entry.name)));
    expect(assets.filter((file) => !/\.(js|css|jpg|jpeg|png|webp|avif|gif|pdf|woff2)$/.test(file))).toEqual([]);
    for (const file of assets) expect(await readFile(join(root, 'dist', '_astro', file), 'latin1'), file).not.toContain('alert("evil")');
    for (const ref of Object.keys(HOSTILE_MEDIA)) expect(log).toContain(`snapshot media file ${JSON.stringify(ref)} is not published`);
    expect(log).toContain('its bytes are not a .pdf file');
    const fake = await noticeWithFile('notice/fake.pdf');
    expect(log).toContain(`notice ${fake}: its PDF could not be read for the search`);
    expect(log).toMatch(/search index: \d+ pages and \d+ notices/);
    expect(pages.get('pdfShow/notice/' + (await noticeWithFile('notice/fake.pdf')) + '/index.html')).toContain(
      'This notice has no file attached.',
    );
  });

  it('leaves out an image whose size cannot be read, says so, and still builds its page', async () => {
    expect(log).toContain(`snapshot media file ${JSON.stringify(UNREADABLE_IMAGE.ref)} is not published: its image size cannot be read`);
    const employees = JSON.parse(await readFile(join(snapshotDir, 'employees.json'), 'utf8')) as Array<{
      last_name: string;
      image: string;
    }>;
    const employee = employees.find((candidate) => candidate.image === UNREADABLE_IMAGE.ref)!;
    expect(pages.get('our team/index.html')).toContain(employee.last_name);
  });

  it("publishes the variants of the snapshot's images, never the uploaded originals", async () => {
    const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    const files = async (dir: string) =>
      (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && /\.(jpe?g|png|webp|gif|avif)$/i.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
    const uploads = new Set(await Promise.all((await files(join(snapshotDir, 'media'))).map(async (file) => digest(await readFile(file)))));
    const published = await files(join(root, 'dist', '_astro'));
    expect(published.length).toBeGreaterThan(50);
    for (const file of published) expect(uploads.has(digest(await readFile(file))), file).toBe(false);
  });

  it('cuts a block nested too deep, says where in the build log, and still builds its page', () => {
    expect(log).toMatch(/a CMS block on \/mission\/3\/? was cut at character \d+: nested deeper than 64 elements/);
    expect(pages.get('mission/3/index.html')).toContain('Deep block');
    expect(pages.get('mission/3/index.html')).not.toContain('too deep');
  });

  it('still builds a linked menu an editor emptied, saying there is nothing on it yet', () => {
    expect(pages.get('history/6/index.html')).toContain('There is nothing on this page yet.');
  });

  it('has no pop-up when the settings have no pop-up image', () => {
    const dialogs = elementsOf(pages.get('index.html')!).filter((element) => element.name === 'dialog');
    expect(dialogs.map((dialog) => dialog.attribs.class)).toEqual(['site-search__dialog']);
  });

  it('escapes names and titles as text', () => {
    const team = pages.get('our team/index.html')!;
    expect(team).toContain('&lt;img src=x onerror=alert(&quot;name&quot;)&gt;');
    expect(pages.get('notice/index.html')).toContain('&quot;&gt;&lt;script&gt;alert(&quot;notice&quot;)&lt;/script&gt;');
  });

  it('gives names with slashes and dots a safe page inside the build, linked from the menu', async () => {
    expect(pages.has('careers-jobs ..-../90/index.html')).toBe(true);
    expect(pages.get('index.html')).toContain('href="/careers-jobs%20..-../90/"');
    expect(
      pages.has('&lt;script&gt;alert(&quot;menu&quot;)&lt;-script&gt;/91/index.html') ||
        [...pages.keys()].some((file) => file.endsWith('/91/index.html')),
    ).toBe(true);
    expect(await readdir(root)).toEqual(['dist']);
  });
});
