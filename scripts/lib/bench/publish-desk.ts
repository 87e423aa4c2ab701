/**
 * The publish page's path for one edit (issue 36), through the publisher's own functions
 * (scripts/lib/webhook/preview.ts): after a first release is live, an editor's block edit is
 * previewed (a pull, an incremental `astro build` into a kept release and its pre-flight report)
 * and then made live (a pull to compare with the preview, one rename), each timed as the editor
 * waits for it. The preview must show the edit while visitors still see the old text, and going
 * live must show it to them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PullOptions } from '../pull/pull.ts';
import { goLive, previewRelease, type DeskOptions } from '../webhook/preview.ts';
import { currentLink, releasesDir } from '../webhook/releases.ts';
import { editBlock, editedPageFiles, type BlockEdit } from './edit.ts';

export interface DeskRun {
  /** From "Preview" to the preview link showing the edit. */
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

  await editBlock(bench.source, bench.edit);
  await bench.reloadCms();
  bench.settle();
  const [preview, previewSeconds] = await timed(() => previewRelease(desk, 'bench'));
  const [page] = await editedPageFiles(join(root, 'preview-snapshot'), bench.edit);
  const shows = async (site: string) =>
    (await readFile(join(site, page!), 'utf8')).includes(bench.edit.html);
  const problems: string[] = [];
  if (!(await shows(join(releasesDir(root), preview.name))))
    problems.push(`the preview's ${page} does not show the edit`);
  if (await shows(currentLink(root)))
    problems.push(`visitors saw the edit on ${page} before it went live`);

  bench.settle();
  const [, goLiveSeconds] = await timed(() => goLive(desk, preview.name));
  if (!(await shows(currentLink(root))))
    problems.push(`after going live, visitors' ${page} does not show the edit`);
  return { previewSeconds, goLiveSeconds, problems };
}
