/**
 * npm run pull [-- --out DIR --concurrency N --timeout MS --retries N]
 * Reads the whole CMS into a snapshot folder (default snapshot/). See README "Pull".
 */
import { parseArgs } from 'node:util';
import { formatChanges } from './lib/changes.ts';
import { runMain } from './lib/cli.ts';
import { PULL_USAGE, pullConfig } from './lib/pull-config.ts';
import { pull } from './lib/pull.ts';

runMain(async () => {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'snapshot' },
      concurrency: { type: 'string' },
      timeout: { type: 'string' },
      retries: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(PULL_USAGE);
    return;
  }
  const config = pullConfig(process.env, values);
  const progress = process.stdout.isTTY ? (line: string) => process.stdout.write(`\r\x1b[K${line}`) : undefined;

  const report = await pull({
    ...config,
    onWarning: (message) => console.warn(`${progress ? '\r\x1b[K' : ''}warning: ${message}`),
    ...(progress ? { onProgress: progress } : {}),
  });
  if (progress) process.stdout.write('\r\x1b[K');

  const { counts } = report;
  console.log(`pulled into ${values.out}/ in ${report.seconds.toFixed(2)} s`);
  console.log(
    `  content: ${counts.menus} menus, ${counts.blocks} blocks, ${counts.imageGroups} image groups (${counts.images} images), ` +
      `${counts.notices} notices, ${counts.employees} employees, ${counts.sliders} slides, ${counts.media} media files`,
  );
  console.log(`  changes: ${formatChanges(report.changes)}`);
  console.log(
    `  network: ${report.requests} requests, ${report.retries} retries, ${(report.bytesDownloaded / 1024).toFixed(0)} KiB, ` +
      `media ${report.mediaDownloaded} downloaded, ${report.mediaReused} unchanged`,
  );
  if (report.warnings.length > 0) console.log(`  warnings: ${report.warnings.length} (above)`);
}, 'pull');
