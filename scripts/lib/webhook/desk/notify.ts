/**
 * Tells the content team what a rebuild did: one JSON POST to NOTIFY_URL after every publish
 * or failure. The body is one text line (what Slack, Microsoft Teams and Matrix incoming
 * webhooks all show) plus the same facts as fields, in Slack's `attachments` and Teams'
 * `sections`, which each ignores in the other's format. A notification that fails is retried
 * (p-retry) and logged; it never fails the publish, and shutdown waits for it only so long.
 *
 * Every value is made safe for the chats (`chatText`) although the reasons are already the
 * project's own words (reasons.ts): a chat turns `<!channel>`, `@room` and links into pings and
 * buttons, and a message from the team's own bot is trusted. The URL is a secret (it carries
 * the receiver's token): logs name its host only, and never an error's text, which can quote it.
 */
import pRetry, { AbortError } from 'p-retry';
import { thingsToLookAt } from '../../preflight/finding.ts';
import type { ChangeSummary } from '../../pull/changes.ts';
import { describeChanges } from './changes-said.ts';
import { releaseTime } from './release-records.ts';
import { UsageError } from '../../cli/main.ts';
import { maskCredentials } from '../../../../src/lib/mask-credentials.ts';
import { quotable } from '../../../../src/cms/clean-values.ts';

export type Trigger = 'hook' | 'editor' | 'watch' | 'day';

export type RebuildEvent =
  | {
      outcome: 'published';
      at: string;
      durationMs: number;
      release: string;
      changes: ChangeSummary;
      trigger?: Trigger;
      /** From the publish page's releases: a previewed release made live, or a kept one restored. */
      how?: 'went live' | 'restored';
      /** The signed-in editor who asked. */
      by?: string;
      /** The release's pre-flight report, one finding a line (scripts/lib/preflight/). */
      preflight?: string[];
    }
  | {
      outcome: 'failed';
      at: string;
      durationMs: number;
      /** The short reason, for whoever runs the publisher (reasons.ts `publicReason`). */
      reason: string;
      /** What it means to an editor and what to do next (reasons.ts `editorAdvice`). */
      advice: string;
      trigger?: Trigger;
    };

export interface NotifyOptions {
  url: string;
  /** Names the site in the message (the settings' name, or the host). */
  site: string;
  log: (line: string) => void;
  retries?: number;
  /** First wait between attempts; doubles each time. */
  minDelayMs?: number;
  timeoutMs?: number;
  /** Stops retrying and any attempt under way (shutdown). */
  signal?: AbortSignal;
}

/** Longest value of a field; the text line holds a few of them. */
const MAX_FIELD = 300;

/**
 * The chats' formatting characters (Slack's `*bold*`, `_italic_`, `~strike~` and `` `code` ``,
 * Markdown's too, and its `[text](link)`) as look-alikes no chat formats: a quoted title cannot
 * turn a message bold or into a link.
 */
const FORMATTING: Record<string, string> = {
  '*': '∗',
  _: 'ˍ',
  '~': '∼',
  '`': 'ˋ',
  '[': '［',
  ']': '］',
};

/** The dots a browser reads between the labels of a host name: ASCII's, and the ideographic and fullwidth ones. */
const DOT = '[.\u3002\uFF0E\uFF61]';
/** A host name a chat would link by itself (`www.example.org/login`, `пример.рф`): every dot is defanged. */
const BARE_HOST = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?${DOT})+\\p{L}{2,24}(?![\\p{L}\\p{N}])`,
  'gu',
);
/** Invisible characters a chat keeps: zero-width and format characters, tags, the byte-order mark. */
const INVISIBLE = /[\p{Cf}]/gu;

/**
 * A value as plain text in Slack mrkdwn, Teams and Matrix: `&`, `<` and `>` escaped (Slack's
 * three control characters, and HTML's), `@` and a scheme's `:` broken by a zero-width space so
 * no mention pings and no link forms, every dot of a bare host name written `[.]`, formatting
 * characters replaced by look-alikes, controls, bidirectional formatting and other invisible
 * characters dropped, and the length bounded. Only the site's own name, which the publisher's
 * settings give, keeps its host a link (`defang` false).
 */
export function chatText(value: string, max = MAX_FIELD, defang = true): string {
  // Cut before it is split into characters: a report may be long; `max` characters take at most 2 × max units.
  const flat = [
    ...quotable(value.slice(0, 2 * max).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' '))
      .replace(INVISIBLE, '')
      .normalize('NFKC'),
  ];
  const bounded = flat.length > max ? `${flat.slice(0, max - 1).join('')}…` : flat.join('');
  return bounded
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[*_~`[\]]/g, (character) => FORMATTING[character]!)
    .replace(BARE_HOST, (host: string) =>
      defang ? host.replace(new RegExp(DOT, 'g'), '[.]') : host,
    )
    .replace(/@/g, '@\u200b')
    .replace(/\b([a-z][a-z\d+.-]*):(?=\S)/gi, '$1:\u200b');
}

/**
 * NOTIFY_URL at start: an http(s) address without `user:password@`, which fetch refuses to send
 * and which would be a second secret to keep out of logs. The value is never echoed.
 */
export function checkNotifyUrl(url: string | undefined): void {
  if (!url) return;
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || !/^https?:$/.test(parsed.protocol)) {
    throw new UsageError(
      'NOTIFY_URL is not an http(s) address (its value is not shown: it carries a token)',
    );
  }
  if (parsed.username || parsed.password) {
    throw new UsageError(
      'NOTIFY_URL carries a user name or password (user:password@); put the token in the path as the chat gives it',
    );
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `2026-11-26T22-10-00-000Z` → `the release of 2026-11-26 22:10 UTC`, as the publish page names it. */
const releaseWords = (name: string) =>
  `the release of ${releaseTime(name).toISOString().replace('T', ' ').slice(0, 16)} UTC`;

export function notificationBody(site: string, event: RebuildEvent) {
  const facts: Array<[string, string]> =
    event.outcome === 'published'
      ? [
          ['Outcome', 'published'],
          ['Changes', describeChanges(event.changes)],
          ['Took', seconds(event.durationMs)],
          ['Release', releaseWords(event.release)],
          ...(event.by ? [['By', event.by] as [string, string]] : []),
          ...(event.preflight
            ? [
                [
                  'Pre-flight report',
                  event.preflight.length === 0
                    ? thingsToLookAt(0)
                    : event.preflight.map((line, index) => `${index + 1}. ${line}`).join(' '),
                ] as [string, string],
              ]
            : []),
        ]
      : [
          ['Outcome', 'failed, the website is unchanged'],
          ['What to do', event.advice],
          ['Reason', maskCredentials(event.reason)],
          ['Took', seconds(event.durationMs)],
        ];
  // The report is the one long fact: a few findings of a few sentences each.
  const safe = facts.map(
    ([name, value]) =>
      [name, chatText(value, name === 'Pre-flight report' ? 3000 : MAX_FIELD)] as const,
  );
  const value = (name: string) => safe.find(([fact]) => fact === name)![1];
  const siteName = chatText(site, MAX_FIELD, false);
  const text =
    event.outcome === 'published'
      ? event.how
        ? `${siteName}: ${value('Release')} ${event.how === 'restored' ? 'is restored' : 'is live'}${event.by ? `, by ${value('By')}` : ''}: ${value('Changes')}${event.preflight?.length ? `; pre-flight report: ${thingsToLookAt(event.preflight.length)}` : ''}`
        : `${siteName}: published in ${value('Took')}${event.by ? `, by ${value('By')}` : ''}: ${value('Changes')}${event.preflight?.length ? `; pre-flight report: ${thingsToLookAt(event.preflight.length)}` : ''}`
      : `${siteName}: publishing failed after ${value('Took')}. ${value('What to do')} (${value('Reason')})`;
  return {
    text,
    attachments: [
      {
        color: event.outcome === 'published' ? 'good' : 'danger',
        fields: safe.map(([title, value]) => ({ title, value, short: true })),
      },
    ],
    sections: [{ facts: safe.map(([name, value]) => ({ name, value })) }],
  };
}

/** An attempt's failure in a few words of our own: an error's message can quote the URL. */
function attemptFailure(error: unknown): string {
  if (error instanceof DeliveryError) return error.message;
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'no answer in time';
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,30}$/.test(code) ? code : 'not sent';
}

class DeliveryError extends Error {}

/** Sends one notification; resolves whether or not it got through. */
export async function notify(options: NotifyOptions, event: RebuildEvent): Promise<void> {
  const host = URL.canParse(options.url) ? new URL(options.url).host : 'NOTIFY_URL';
  const body = JSON.stringify(notificationBody(options.site, event));
  const timeout = options.timeoutMs ?? 10_000;
  try {
    await pRetry(
      async () => {
        if (options.signal?.aborted) throw new AbortError('shutting down');
        const signal = AbortSignal.timeout(timeout);
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          redirect: 'error',
          signal: options.signal ? AbortSignal.any([signal, options.signal]) : signal,
        });
        await response.body?.cancel();
        if (!response.ok) throw new DeliveryError(`HTTP ${response.status}`);
      },
      {
        retries: options.retries ?? 3,
        minTimeout: options.minDelayMs ?? 1_000,
        ...(options.signal ? { signal: options.signal } : {}),
        onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
          if (options.signal?.aborted) return;
          options.log(
            `notification to ${host}: attempt ${attemptNumber} failed (${attemptFailure(error)})${retriesLeft > 0 ? ', retrying' : ''}`,
          );
        },
      },
    );
  } catch {
    const what = event.outcome === 'published' ? 'publish' : 'failure';
    options.log(
      options.signal?.aborted
        ? `notification to ${host} abandoned: the endpoint is shutting down; the ${what} stands`
        : `notification to ${host} not delivered; the ${what} stands`,
    );
  }
}
