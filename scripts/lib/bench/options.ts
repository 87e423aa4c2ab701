/** `npm run bench`'s options, each checked, with its usage text. */
import { parseArgs } from 'node:util';
import { DEFAULT_MEDIA_CONCURRENCY } from '../pull/pull-config.ts';
import { duration, wholeNumber } from '../../../src/lib/settings.ts';
import { readFlag } from '../settings/env.ts';
import { UsageError } from '../cli/main.ts';
import { SIZES, type SizeName } from './synthetic.ts';

export const USAGE = `npm run bench [-- --size ${Object.keys(SIZES).join('|')}] [--latency MS] [--concurrency N] [--media-concurrency N]

Generates a synthetic CMS of the size (default large: ${SIZES.large.menus} menus, ${SIZES.large.notices} notices,
${SIZES.large.employees} employees, ${SIZES.large.images} images; installation: the group's own site's shape), serves it
with the reference CMS (default 30 ms latency), and measures the pull, a full build, a rebuild
with nothing changed and a one-block edit's pull and rebuild, each build by phase. Fails when
the edit changed no page, or other pages than its own. Writes bench-results/bench-<size>.json.`;

export interface BenchOptions {
  sizeName: SizeName;
  latencyMs: number;
  concurrency: number;
  mediaConcurrency: number;
}

/** The options, or undefined when `--help` asked for the usage. */
export function benchOptions(args: string[]): BenchOptions | undefined {
  const { values } = parseArgs({
    args,
    options: {
      size: { type: 'string', default: 'large' },
      latency: { type: 'string', default: '30' },
      concurrency: { type: 'string', default: '8' },
      'media-concurrency': { type: 'string', default: String(DEFAULT_MEDIA_CONCURRENCY) },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return undefined;
  if (!Object.hasOwn(SIZES, values.size))
    throw new UsageError(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
  return {
    sizeName: values.size as SizeName,
    latencyMs: readFlag(duration(30, 0), values.latency, '--latency'),
    concurrency: readFlag(wholeNumber(8, 1), values.concurrency, '--concurrency'),
    mediaConcurrency: readFlag(
      wholeNumber(DEFAULT_MEDIA_CONCURRENCY, 1),
      values['media-concurrency'],
      '--media-concurrency',
    ),
  };
}
