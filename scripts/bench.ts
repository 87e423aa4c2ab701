/**
 * npm run bench [-- --size small|installation|large] [--latency MS] [--concurrency N]
 * [--media-concurrency N] (`-- --help` says more). Generates a synthetic CMS, serves it with
 * the reference CMS (with latency), and measures the pull, a full build, a rebuild with
 * nothing changed and a one-block edit's pull and rebuild, each build by phase
 * (scripts/lib/bench/). Prints the figures, the phases and the goals, and writes
 * bench-results/bench-<size>.json. Fails when the edit changed no page or others than its own,
 * or a rebuild with nothing changed differs from the full build: the goals themselves are measured, not asserted.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runMain } from './lib/cli/main.ts';
import { benchOptions, USAGE } from './lib/bench/options.ts';
import { benchRecord, printRecord } from './lib/bench/report.ts';
import { runBench } from './lib/bench/run.ts';
import { SIZES } from './lib/bench/synthetic.ts';

const RESULTS = resolve('bench-results');

runMain(async () => {
  const options = benchOptions(process.argv.slice(2));
  if (!options) return console.log(USAGE);
  const { sizeName, latencyMs, concurrency, mediaConcurrency } = options;
  const size = SIZES[sizeName];
  console.log(
    `bench ${sizeName}: ${size.menus} menus, ${size.notices} notices, ${size.employees} employees, ${size.images} images; ${latencyMs} ms latency, concurrency ${concurrency} (media ${mediaConcurrency})`,
  );
  const run = await runBench(join(RESULTS, sizeName), options);
  const record = await benchRecord(options, run);
  await mkdir(RESULTS, { recursive: true });
  const file = join(RESULTS, `bench-${sizeName}.json`);
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
  printRecord(record);
  console.log(`written to ${file}`);
  if (record.problems.length > 0) throw new Error(record.problems.join('; '));
}, 'bench');
