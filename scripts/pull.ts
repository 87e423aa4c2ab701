/**
 * npm run pull [-- --out DIR --concurrency N --timeout MS --retries N]
 * Reads the whole CMS into a snapshot folder (default snapshot/). See README "Pull".
 */
import { parseArgs } from 'node:util';
import { formatChanges } from './lib/changes.ts';
import { UsageError, positiveInt, runMain } from './lib/cli.ts';
import { loadEndpoints } from './lib/endpoints.ts';
import { pull } from './lib/pull.ts';

const USAGE = `usage: CMS_API_URL=https://cms.example.org npm run pull -- [--out DIR] [--concurrency N] [--timeout MS] [--retries N]`;

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
    console.log(USAGE);
    return;
  }
  const env = process.env;
  const apiUrl = env.CMS_API_URL;
  if (!apiUrl) throw new UsageError(`CMS_API_URL is not set\n${USAGE}`);
  for (const [name, url] of [['CMS_API_URL', apiUrl], ['CMS_MEDIA_URL', env.CMS_MEDIA_URL]] as const) {
    if (url !== undefined && !URL.canParse(url)) throw new UsageError(`${name} is not a URL: "${url}"`);
  }
  const progress = process.stdout.isTTY ? (line: string) => process.stdout.write(`\r\x1b[K${line}`) : undefined;

  const report = await pull({
    apiUrl,
    mediaUrl: env.CMS_MEDIA_URL || apiUrl,
    endpoints: loadEndpoints(env),
    out: values.out,
    concurrency: Math.max(1, positiveInt(values.concurrency ?? env.CMS_PULL_CONCURRENCY, 8, '--concurrency')),
    timeoutMs: positiveInt(values.timeout ?? env.CMS_PULL_TIMEOUT_MS, 15_000, '--timeout'),
    retries: positiveInt(values.retries ?? env.CMS_PULL_RETRIES, 3, '--retries'),
    retryDelayMs: positiveInt(env.CMS_PULL_RETRY_DELAY_MS, 500, 'CMS_PULL_RETRY_DELAY_MS'),
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
