/**
 * The pull's HTTP client: a bounded pool, a per-request timeout, retries with exponential
 * backoff for transient failures (5xx, 408, 429, timeouts, resets), and conditional media
 * downloads. Every failure that survives the retries becomes one PullError line.
 *
 * The CMS is not trusted: redirects are followed only within the origin asked (undici's
 * `redirect: 'manual'`, then at most MAX_REDIRECTS same-origin hops), every answer is capped in
 * bytes while it streams (after decompression, so a gzip bomb stops at the cap), and one
 * signal cancels every request of a pull that has already failed.
 */
import { createHash } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import pLimit, { type LimitFunction } from 'p-limit';
import pRetry, { AbortError } from 'p-retry';

const CANCELLED = 'cancelled: another request of this pull failed';

export class PullError extends Error {
  override name = 'PullError';
  readonly endpoint: string;
  readonly reason: string;
  readonly menuId: number | undefined;
  /** Stopped because another request of the pull failed: never the cause to report. */
  readonly cancelled: boolean;

  constructor(endpoint: string, reason: string, menuId?: number) {
    super(`${endpoint}${menuId === undefined ? '' : ` (menu ${menuId})`}: ${reason}`);
    this.endpoint = endpoint;
    this.reason = reason;
    this.menuId = menuId;
    this.cancelled = reason.startsWith(CANCELLED);
  }
}

/** A failure worth another attempt; anything else stops at once. */
class TransientError extends Error {}

export interface HttpOptions {
  /** Parallel requests to the API. */
  concurrency: number;
  /**
   * Parallel media downloads, a pool of their own: uploads are static files, usually served by
   * the web server or a CDN rather than the API, and after the first pull nearly all are
   * answered 304 at once.
   */
  mediaConcurrency: number;
  timeoutMs: number;
  retries: number;
  /** First backoff delay; doubles on every retry. */
  retryDelayMs: number;
  /** Largest JSON answer read (bytes, decompressed). */
  maxJsonBytes: number;
  /** Largest media file downloaded (bytes, decompressed). */
  maxMediaBytes: number;
}

export interface HttpStats {
  requests: number;
  retries: number;
  bytesDownloaded: number;
}

export type DownloadResult =
  | {
      kind: 'downloaded';
      sha256: string;
      bytes: number;
      head: Uint8Array;
      etag?: string;
      lastModified?: string;
    }
  | { kind: 'not-modified' }
  | { kind: 'missing'; status: number };

/** What getJson answers for an endpoint the installation does not have. */
export const MISSING = Symbol('missing');

const TRANSIENT_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);
const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
/** How many first bytes of a media file are kept, to check its type. */
const HEAD_BYTES = 16;

export class HttpClient {
  readonly stats: HttpStats = { requests: 0, retries: 0, bytesDownloaded: 0 };
  private readonly limit: LimitFunction;
  private readonly mediaLimit: LimitFunction;
  private readonly options: HttpOptions;
  private readonly cancel: AbortSignal | undefined;

  /** `cancel` aborts every request under way and every one still queued. */
  constructor(options: HttpOptions, cancel?: AbortSignal) {
    this.options = options;
    this.cancel = cancel;
    this.limit = pLimit(options.concurrency);
    this.mediaLimit = pLimit(options.mediaConcurrency);
  }

  /**
   * GET a JSON answer; `null` for 204 or an empty body (the CMS's "no content"). With
   * `allowMissing`, a 404 or 410 answers MISSING: an installation without that table.
   */
  getJson(
    url: string,
    label: string,
    options: { menuId?: number; allowMissing?: boolean } = {},
  ): Promise<unknown> {
    return this.attempt(this.limit, label, options.menuId, async (signal) => {
      const response = await this.fetch(url, signal, {});
      if (options.allowMissing && (response.status === 404 || response.status === 410)) {
        await response.body?.cancel();
        return MISSING;
      }
      if (!response.ok) throw failure(response);
      const text = new TextDecoder().decode(
        await readCapped(response, this.options.maxJsonBytes, 'CMS_PULL_MAX_JSON_BYTES'),
      );
      this.stats.bytesDownloaded += Buffer.byteLength(text);
      if (response.status === 204 || text.trim() === '') return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new AbortError(`answer is not JSON (${describeBody(response, text)})`);
      }
    });
  }

  /** GET a file into `dest`, conditionally when validators from the previous pull are known. */
  download(
    url: string,
    dest: string,
    label: string,
    validators: { etag?: string | undefined; lastModified?: string | undefined },
  ): Promise<DownloadResult> {
    const headers: Record<string, string> = {};
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    return this.attempt(
      this.mediaLimit,
      label,
      undefined,
      async (signal): Promise<DownloadResult> => {
        const response = await this.fetch(url, signal, headers);
        if (response.status === 304) return { kind: 'not-modified' };
        if (response.status === 404 || response.status === 410) {
          await response.body?.cancel();
          return { kind: 'missing', status: response.status };
        }
        if (!response.ok || !response.body) throw failure(response);
        const max = this.options.maxMediaBytes;
        refuseDeclaredLength(response, max, 'CMS_PULL_MAX_MEDIA_BYTES');
        const hash = createHash('sha256');
        let bytes = 0;
        let head = Buffer.alloc(0);
        // Written through a file handle: a write stream per file cost the media phase several
        // times the CPU (docs/performance.md). Leaving the loop early cancels the body.
        const file = await open(dest, 'w').catch(async (error: unknown) => {
          await response.body?.cancel().catch(() => {});
          throw error;
        });
        try {
          for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
            bytes += chunk.length;
            if (bytes > max) throw new AbortError(tooLarge(max, 'CMS_PULL_MAX_MEDIA_BYTES'));
            if (head.length < HEAD_BYTES)
              head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
            hash.update(chunk);
            // One write may take only part of a chunk; the rest follows it.
            for (let offset = 0; offset < chunk.length;)
              offset += (await file.write(chunk, offset)).bytesWritten;
          }
        } catch (error) {
          // Nothing half-written stays, whatever the next attempt answers (a 404 keeps no file),
          // and a failed close does not hide why the download failed.
          await file.close().catch(() => {});
          await rm(dest, { force: true });
          throw error;
        }
        await file.close();
        this.stats.bytesDownloaded += bytes;
        return {
          kind: 'downloaded',
          sha256: hash.digest('hex'),
          bytes,
          head,
          ...optionalHeader('etag', response.headers.get('etag')),
          ...optionalHeader('lastModified', response.headers.get('last-modified')),
        };
      },
    );
  }

  /** One GET, following redirects only while they stay on the origin first asked. */
  private async fetch(
    url: string,
    signal: AbortSignal,
    headers: Record<string, string>,
  ): Promise<Response> {
    const origin = new URL(url).origin;
    let target = url;
    for (let hop = 0; ; hop += 1) {
      this.stats.requests += 1;
      let response: Response;
      try {
        response = await fetch(target, {
          signal,
          redirect: 'manual',
          headers: { accept: 'application/json, */*', ...headers },
        });
      } catch (error) {
        if (this.cancel?.aborted) throw new AbortError(CANCELLED);
        throw new TransientError(networkReason(error, this.options.timeoutMs));
      }
      if (!REDIRECT_STATUS.has(response.status)) return response;
      void response.body?.cancel();
      const location = response.headers.get('location');
      const next =
        location !== null && URL.canParse(location, target) ? new URL(location, target) : undefined;
      if (!next) throw new AbortError(`HTTP ${response.status} redirect without a usable Location`);
      if (next.origin !== origin)
        throw new AbortError(`redirected to another origin (${next.origin}); not followed`);
      if (hop >= MAX_REDIRECTS) throw new AbortError(`more than ${MAX_REDIRECTS} redirects`);
      target = next.href;
    }
  }

  private attempt<T>(
    pool: LimitFunction,
    label: string,
    menuId: number | undefined,
    run: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    let attempts = 0;
    return pool(() =>
      pRetry(
        async () => {
          if (this.cancel?.aborted) throw new AbortError(CANCELLED);
          attempts += 1;
          const timeout = AbortSignal.timeout(this.options.timeoutMs);
          try {
            return await run(this.cancel ? AbortSignal.any([timeout, this.cancel]) : timeout);
          } catch (error) {
            if (this.cancel?.aborted) throw new AbortError(CANCELLED);
            if (failedReadingBody(error))
              throw new TransientError(networkReason(error, this.options.timeoutMs));
            throw error;
          }
        },
        {
          retries: this.options.retries,
          ...(this.cancel ? { signal: this.cancel } : {}),
          minTimeout: this.options.retryDelayMs,
          factor: 2,
          shouldRetry: ({ error }) => error instanceof TransientError,
          onFailedAttempt: ({ error, retriesLeft }) => {
            if (error instanceof TransientError && retriesLeft > 0) this.stats.retries += 1;
          },
        },
      ).catch((error: unknown) => {
        // Cancelled before an attempt ran, p-retry answers with the signal's own AbortError.
        const reason = this.cancel?.aborted
          ? CANCELLED
          : error instanceof Error
            ? error.message
            : String(error);
        const tries = attempts > 1 ? ` (after ${attempts} attempts)` : '';
        throw new PullError(`GET ${label}`, reason + tries, menuId);
      }),
    );
  }
}

const tooLarge = (max: number, variable: string) =>
  `answer is larger than ${max} bytes (the cap; ${variable} raises it)`;

function refuseDeclaredLength(response: Response, max: number, variable: string): void {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > max) {
    void response.body?.cancel();
    throw new AbortError(tooLarge(max, variable));
  }
}

/** The whole body, refused as soon as it passes `max` bytes (decompressed). */
async function readCapped(response: Response, max: number, variable: string): Promise<Uint8Array> {
  refuseDeclaredLength(response, max, variable);
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > max) {
      await response.body.cancel().catch(() => undefined);
      throw new AbortError(tooLarge(max, variable));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The status in the project's own words: the server's reason phrase is its to choose, and could say anything. */
function failure(response: Response): Error {
  const phrase = STATUS_CODES[response.status];
  const reason = `HTTP ${response.status}${phrase ? ` ${phrase}` : ''}`;
  void response.body?.cancel();
  return TRANSIENT_STATUS.has(response.status)
    ? new TransientError(reason)
    : new AbortError(reason);
}

/**
 * A timeout or a dropped connection while the body was read, which surface here rather than in
 * fetch() (undici ends a body cut off with `terminated`): asked again, as before the headers.
 */
const failedReadingBody = (error: unknown): boolean =>
  (error instanceof DOMException && error.name === 'TimeoutError') ||
  (error instanceof TypeError && error.message === 'terminated');

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `no answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** What a body that is not JSON looks like, in the project's words: nothing the server wrote is repeated. */
function describeBody(response: Response, text: string): string {
  const type = /^[\w.+-]{1,40}\/[\w.+-]{1,60}/
    .exec(response.headers.get('content-type') ?? '')?.[0]
    ?.toLowerCase();
  const looksLike = /^\s*</.test(text) ? 'an HTML or XML page' : 'text that does not parse';
  return `${looksLike}${type ? `, content type ${type}` : ''}`;
}

function optionalHeader<K extends string>(
  key: K,
  value: string | null,
): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}
