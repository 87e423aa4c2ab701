/**
 * npm run pull [-- --out DIR --concurrency N --timeout MS --retries N]
 * Reads the whole CMS into a snapshot folder: --out, else SNAPSHOT_DIR (the one the build reads),
 * else snapshot/. See docs/snapshot-and-pull.md.
 */
import { parseArgs } from 'node:util';
import { runMain } from './lib/cli/main.ts';
import { PULL_USAGE, pullConfig } from './lib/pull/pull-config.ts';
import { pull } from './lib/pull/pull.ts';
import { pullReportLines } from './lib/pull/pull-report.ts';

runMain(async () => {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
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
  const progress = process.stdout.isTTY
    ? (line: string) => process.stdout.write(`\r\x1b[K${line}`)
    : undefined;

  const report = await pull({
    ...config,
    onWarning: (message) => console.warn(`${progress ? '\r\x1b[K' : ''}warning: ${message}`),
    ...(progress ? { onProgress: progress } : {}),
  });
  if (progress) process.stdout.write('\r\x1b[K');

  for (const line of pullReportLines(report, config.out)) console.log(line);
}, 'pull');
