/**
 * npm run cms -- [--snapshot DIR] [--port N] [--latency MS] [--page-size N] [--without-unpaginated]
 *   [--fail 'REGEX=STATUS[xTIMES]']... [--fail-rate F] [--seed N]
 *   [--malformed REGEX]... [--html REGEX]... [--hang REGEX]... [--reset REGEX]...
 * The reference CMS: serves a snapshot as the back office's read API answers. See docs/snapshot-and-pull.md.
 */
import { parseArgs } from 'node:util';
import { UsageError, runMain } from './lib/cli/main.ts';
import { duration, wholeNumber } from '../src/lib/settings.ts';
import { readFlag } from './lib/settings/env.ts';
import {
  DEFAULT_PAGE_SIZE,
  startCmsServer,
  type Fault,
  type FaultKind,
} from './lib/reference-cms/server.ts';
import { loadEndpoints } from './lib/settings/cms-endpoints.ts';
import { DEFAULT_SNAPSHOT_DIR } from '../src/cms/snapshot-dir.ts';

function regex(source: string, flag: string): RegExp {
  try {
    return new RegExp(source);
  } catch (error) {
    throw new UsageError(`${flag} "${source}": ${(error as Error).message}`);
  }
}

function statusFault(spec: string): Fault {
  const match = /^(.*)=(\d{3})(?:x(\d+))?$/.exec(spec);
  if (!match) throw new UsageError(`--fail "${spec}": expected REGEX=STATUS or REGEX=STATUSxTIMES`);
  return {
    pattern: regex(match[1]!, '--fail'),
    kind: 'status',
    status: Number(match[2]),
    ...(match[3] ? { times: Number(match[3]) } : {}),
  };
}

runMain(async () => {
  const { values } = parseArgs({
    options: {
      snapshot: { type: 'string', default: DEFAULT_SNAPSHOT_DIR },
      port: { type: 'string', default: '4400' },
      host: { type: 'string', default: '127.0.0.1' },
      latency: { type: 'string', default: '0' },
      'page-size': { type: 'string', default: String(DEFAULT_PAGE_SIZE) },
      'without-unpaginated': { type: 'boolean', default: false },
      'fail-rate': { type: 'string', default: '0' },
      seed: { type: 'string', default: '1' },
      fail: { type: 'string', multiple: true, default: [] },
      malformed: { type: 'string', multiple: true, default: [] },
      html: { type: 'string', multiple: true, default: [] },
      hang: { type: 'string', multiple: true, default: [] },
      reset: { type: 'string', multiple: true, default: [] },
    },
  });
  const failRate = Number(values['fail-rate']);
  if (!(failRate >= 0 && failRate <= 1))
    throw new UsageError(`--fail-rate must be between 0 and 1, got "${values['fail-rate']}"`);
  const simple = (kind: FaultKind, patterns: string[]): Fault[] =>
    patterns.map((source) => ({ pattern: regex(source, `--${kind}`), kind }));
  const faults = [
    ...values.fail.map(statusFault),
    ...simple('malformed', values.malformed),
    ...simple('html', values.html),
    ...simple('hang', values.hang),
    ...simple('reset', values.reset),
  ];
  const server = await startCmsServer({
    snapshotDir: values.snapshot,
    endpoints: loadEndpoints(),
    port: readFlag(wholeNumber(4400, 0, 65_535), values.port, '--port'),
    host: values.host,
    latencyMs: readFlag(duration(0, 0), values.latency, '--latency'),
    pageSize: readFlag(wholeNumber(DEFAULT_PAGE_SIZE, 1), values['page-size'], '--page-size'),
    withoutUnpaginated: values['without-unpaginated'],
    failRate,
    seed: readFlag(wholeNumber(1, 0), values.seed, '--seed'),
    faults,
  });
  console.log(`reference CMS serving ${values.snapshot}/ at ${server.url}`);
  if (faults.length > 0 || failRate > 0 || Number(values.latency) > 0) {
    console.log(
      `  faults: latency ${values.latency} ms, fail rate ${failRate}, ${faults.length} pattern(s)`,
    );
  }
  console.log(`  pull from it: CMS_API_URL=${server.url} npm run pull -- --out /tmp/snapshot`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}, 'cms');
