/**
 * Tells the content team what a rebuild did: one JSON POST to NOTIFY_URL after every publish
 * or failure. The body is one text line (what Slack, Microsoft Teams and Matrix incoming
 * webhooks all show) plus the same facts as fields, in Slack's `attachments` and Teams'
 * `sections`, which each ignores in the other's format. A notification that fails is retried
 * (p-retry) and logged; it never fails the publish. The URL is a secret (it carries the
 * receiver's token): logs name its host only.
 */
import pRetry from 'p-retry';
import { formatChanges, type ChangeSummary } from '../changes.ts';
import { maskCredentials } from './reasons.ts';

export type RebuildEvent =
  | { outcome: 'published'; at: string; durationMs: number; release: string; changes: ChangeSummary }
  | { outcome: 'failed'; at: string; durationMs: number; reason: string };

export interface NotifyOptions {
  url: string;
  /** Names the site in the message (the settings' name, or the host). */
  site: string;
  log: (line: string) => void;
  retries?: number;
  /** First wait between attempts; doubles each time. */
  minDelayMs?: number;
  timeoutMs?: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function notificationBody(site: string, event: RebuildEvent) {
  const facts: Array<[string, string]> =
    event.outcome === 'published'
      ? [
          ['Outcome', 'published'],
          ['Changes', formatChanges(event.changes)],
          ['Took', seconds(event.durationMs)],
          ['Release', event.release],
        ]
      : [
          ['Outcome', 'failed, the live site is unchanged'],
          ['Reason', maskCredentials(event.reason)],
          ['Took', seconds(event.durationMs)],
        ];
  const text =
    event.outcome === 'published'
      ? `${site}: published in ${seconds(event.durationMs)} (${formatChanges(event.changes)})`
      : `${site}: rebuild failed after ${seconds(event.durationMs)}, the live site is unchanged: ${maskCredentials(event.reason)}`;
  return {
    text,
    attachments: [
      { color: event.outcome === 'published' ? 'good' : 'danger', fields: facts.map(([title, value]) => ({ title, value, short: true })) },
    ],
    sections: [{ facts: facts.map(([name, value]) => ({ name, value })) }],
  };
}

/** Sends one notification; resolves whether or not it got through. */
export async function notify(options: NotifyOptions, event: RebuildEvent): Promise<void> {
  const host = URL.canParse(options.url) ? new URL(options.url).host : 'NOTIFY_URL';
  const body = JSON.stringify(notificationBody(options.site, event));
  try {
    await pRetry(
      async () => {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
      },
      {
        retries: options.retries ?? 3,
        minTimeout: options.minDelayMs ?? 1_000,
        onFailedAttempt: ({ error, attemptNumber, retriesLeft }) =>
          options.log(`notification to ${host}: attempt ${attemptNumber} failed (${error.message})${retriesLeft > 0 ? ', retrying' : ''}`),
      },
    );
  } catch {
    options.log(`notification to ${host} not delivered; the ${event.outcome === 'published' ? 'publish' : 'failure'} stands`);
  }
}
