/**
 * The publish page's path for one edit (issue 36), through the publisher's own functions
 * (scripts/lib/webhook/desk/preview.ts): after a first release is live, an editor's block edit is
 * previewed (a pull, an incremental `astro build` into a kept release, its pre-flight report,
 * then the edited page opened in a browser on the preview site until it has loaded) and then
 * made live (a pull to compare with the preview, one rename), each timed as the editor waits for
 * it. The preview must show the edit with no failed request while visitors still see the old
 * text, and going live must show it to them. The browser starts before the clock does: the
 * editor's is open already.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, headlessShellPath } from '../built-site/chromium.ts';
import type { PullOptions } from '../pull/pull.ts';
import { goLive, previewRelease, type DeskOptions } from '../webhook/desk/preview.ts';
import { pathOfPage } from '../webhook/desk/changed-pages.ts';
import { PreviewPasses } from '../webhook/http/preview-site/passes.ts';
import { ENTER_PATH, startPreviewSite } from '../webhook/http/preview-site/server.ts';
import { currentLink } from '../webhook/desk/releases.ts';
import { editBlock, editedPageFiles, type BlockEdit } from './edit.ts';

export interface DeskRun {
  /** From "Preview" to the edited page of the preview loaded in a browser. */
  previewSeconds: number;
  /** From "Go live" to visitors seeing it. */
  goLiveSeconds: number;
  problems: string[];
}

export interface DeskBench {
  work: string;
  /** The CMS's data folder, edited in place, and how to make the CMS read it again. */
  source: string;
  reloadCms: () => Promise<void>;
  pull: Omit<PullOptions, 'out'>;
  /** The bench's Astro cache: the desk's first build encodes no image again. */
  cacheDir: string;
  edit: BlockEdit;
  /** Called before each timed step: the disk writes what earlier steps left in memory. */
  settle: () => void;
}

const singleQuoted = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

async function timed<T>(step: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await step();
  return [result, (performance.now() - started) / 1000];
}

export async function runPublishDesk(bench: DeskBench): Promise<DeskRun> {
  const root = join(bench.work, 'desk');
  const desk: DeskOptions = {
    root,
    pull: bench.pull,
    buildCommand: `ASTRO_CACHE_DIR=${singleQuoted(bench.cacheDir)} ${singleQuoted(process.execPath)} node_modules/astro/bin/astro.mjs build`,
    keep: 3,
  };
  const first = await previewRelease(desk, 'bench');
  await goLive(desk, first.name);

  const [page] = await editedPageFiles(join(root, 'preview-snapshot'), bench.edit);
  const problems: string[] = [];
  const passes = new PreviewPasses();
  const site = await startPreviewSite({ root, passes, port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: headlessShellPath(),
    args: CHROMIUM_FLAGS,
  });
  try {
    const tab = await browser.newPage();
    watchRequests(tab, problems);
    await editBlock(bench.source, bench.edit);
    await bench.reloadCms();
    bench.settle();
    const [preview, previewSeconds] = await timed(async () => {
      const release = await previewRelease(desk, 'bench');
      // What "Open the preview" does: a ticket, traded for the preview site's pass, then the page.
      const enter = new URL(ENTER_PATH, site.url);
      enter.searchParams.set('ticket', passes.ticket(release.name, site.url, 'bench'));
      enter.searchParams.set('to', pathOfPage(page!)!);
      await tab.goto(enter.href, { waitUntil: 'load' });
      return release;
    });
    if (!(await tab.content()).includes(bench.edit.html))
      problems.push(`the preview's ${page} does not show the edit in the browser`);
    const shows = async (dir: string) =>
      (await readFile(join(dir, page!), 'utf8')).includes(bench.edit.html);
    if (await shows(currentLink(root)))
      problems.push(`visitors saw the edit on ${page} before it went live`);

    bench.settle();
    const [, goLiveSeconds] = await timed(() => goLive(desk, preview.name));
    if (!(await shows(currentLink(root))))
      problems.push(`after going live, visitors' ${page} does not show the edit`);
    return { previewSeconds, goLiveSeconds, problems };
  } finally {
    await browser.close();
    await site.close();
  }
}

/** Every request of the preview page that fails or is refused is a problem of the run. */
function watchRequests(tab: Page, problems: string[]): void {
  // A load cut short (a lazy picture the page no longer needs) is no missing file.
  tab.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`the preview's ${request.url()} failed: ${request.failure()?.errorText}`);
  });
  tab.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`the preview's ${response.url()} answered ${response.status()}`);
  });
}
