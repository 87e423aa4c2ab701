/**
 * A served publisher for the tests of publishing: it pulls from a reference CMS (a copy of the
 * sample unless the test brings its own) and builds with the stand-in build
 * (tests/fixtures/stand-in-build.mjs) into a scratch root. Route tests that need no port use
 * publisher-app.ts instead. What a test starts, here or with `closeAfterTest`, is closed after
 * it, the last started first.
 */
import { afterEach } from 'vitest';
import type { CmsServer } from '../../scripts/lib/reference-cms/server.ts';
import { buildRelease, type Release } from '../../scripts/lib/webhook/desk/releases.ts';
import { startWebhook, type WebhookOptions } from '../../scripts/lib/webhook/http/server.ts';
import { copyOfSample, pullOptions, startCms } from './snapshot.ts';
import { scratch } from './scratch.ts';

/** The stand-in for `astro build`: writes a small site fast. */
export const STAND_IN = `"${process.execPath}" tests/fixtures/stand-in-build.mjs`;

const started: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of started.splice(0).reverse()) await close();
});

/** Closes what a test started once it ends, after whatever it started later. */
export const closeAfterTest = (close: () => Promise<unknown>): void => {
  started.push(close);
};

export interface RealPublisherOptions {
  /** A reference CMS the test started (and closes), or the address of another back office. */
  cms?: CmsServer;
  cmsUrl?: string;
  /** The snapshot the reference CMS serves; a copy of the sample by default. */
  source?: string;
  buildCommand?: string;
  keep?: number;
  /** Instead of pulling and building: a failure of the machine, for instance. */
  rebuild?: (root: string) => Promise<Release | null>;
  /** The publisher's own options: `secret` is required; debounce 50 ms unless given. */
  webhook: Partial<WebhookOptions> & { secret: string };
}

export async function realPublisher(options: RealPublisherOptions) {
  const source =
    options.source ?? (options.cms || options.cmsUrl ? undefined : await copyOfSample());
  const cms =
    options.cms ?? (options.cmsUrl ? undefined : await startCms({ snapshotDir: source! }));
  if (cms && !options.cms) closeAfterTest(() => cms.close());
  const root = await scratch('publisher-');
  const { out: _out, ...pull } = pullOptions(options.cmsUrl ?? cms!.url, '');
  const logs: string[] = [];
  const webhook = await startWebhook({
    debounceMs: 50,
    log: (line) => logs.push(line),
    rebuild: (context) =>
      options.rebuild
        ? options.rebuild(root)
        : buildRelease(
            { root, pull, buildCommand: options.buildCommand ?? STAND_IN, keep: options.keep ?? 3 },
            context,
          ),
    ...options.webhook,
  });
  closeAfterTest(() => webhook.close());
  return { webhook, cms, source, root, logs, port: Number(new URL(webhook.url).port) };
}
