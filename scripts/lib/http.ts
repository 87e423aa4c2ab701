/**
 * The pull's HTTP client: a bounded pool, a per-request timeout, retries with exponential
 * backoff for transient failures (5xx, 408, 429, timeouts, resets), and conditional media
 * downloads. Every failure that survives the retries becomes one PullError line.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import pLimit, { type LimitFunction } from 'p-limit';
import pRetry, { AbortError } from 'p-retry';

export class PullError extends Error {
  override name = 'PullError';
  readonly endpoint: string;
  readonly reason: string;
  readonly menuId: number | undefined;

  constructor(endpoint: string, reason: string, menuId?: number) {
    super(`${endpoint}${menuId === undefined ? '' : ` (menu ${menuId})`}: ${reason}`);
    this.endpoint = endpoint;
    this.reason = reason;
    this.menuId = menuId;
  }
}

/** A failure worth another attempt; anything else stops at once. */
class TransientError extends Error {}

export interface HttpOptions {
  concurrency: number;
  timeoutMs: number;
  retries: number;
  /** First backoff delay; doubles on every retry. */
  retryDelayMs: number;
}

export interface HttpStats {
  requests: number;
  retries: number;
  bytesDownloaded: number;
}

export type DownloadResult =
  | { kind: 'downloaded'; sha256: string; bytes: number; etag?: string; lastModified?: string }
  | { kind: 'not-modified' }
  | { kind: 'missing'; status: number };

const TRANSIENT_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);

export class HttpClient {
  readonly stats: HttpStats = { requests: 0, retries: 0, bytesDownloaded: 0 };
  private readonly limit: LimitFunction;
  private readonly options: HttpOptions;

  constructor(options: HttpOptions) {
    this.options = options;
    this.limit = pLimit(options.concurrency);
  }

  /** GET a JSON answer; `null` for 204 or an empty body (the CMS's "no content"). */
  getJson(url: string, label: string, menuId?: number): Promise<unknown> {
    return this.attempt(label, menuId, async (signal) => {
      const response = await this.fetch(url, signal, {});
      if (!response.ok) throw failure(response);
      const text = await response.text();
      this.stats.bytesDownloaded += Buffer.byteLength(text);
      if (response.status === 204 || text.trim() === '') return null;
      try {
        return JSON.parse(text);
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
    return this.attempt(label, undefined, async (signal): Promise<DownloadResult> => {
      const response = await this.fetch(url, signal, headers);
      if (response.status === 304) return { kind: 'not-modified' };
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        return { kind: 'missing', status: response.status };
      }
      if (!response.ok || !response.body) throw failure(response);
      const hash = createHash('sha256');
      let bytes = 0;
      await pipeline(
        Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            bytes += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(dest),
      );
      this.stats.bytesDownloaded += bytes;
      return {
        kind: 'downloaded',
        sha256: hash.digest('hex'),
        bytes,
        ...optionalHeader('etag', response.headers.get('etag')),
        ...optionalHeader('lastModified', response.headers.get('last-modified')),
      };
    });
  }

  private async fetch(url: string, signal: AbortSignal, headers: Record<string, string>): Promise<Response> {
    this.stats.requests += 1;
    try {
      return await fetch(url, { signal, headers: { accept: 'application/json, */*', ...headers } });
    } catch (error) {
      throw new TransientError(networkReason(error, this.options.timeoutMs));
    }
  }

  private attempt<T>(label: string, menuId: number | undefined, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    let attempts = 0;
    return this.limit(() =>
      pRetry(
        async () => {
          attempts += 1;
          try {
            return await run(AbortSignal.timeout(this.options.timeoutMs));
          } catch (error) {
            // A timeout while reading the body surfaces here rather than in fetch().
            if (error instanceof DOMException && error.name === 'TimeoutError') {
              throw new TransientError(networkReason(error, this.options.timeoutMs));
            }
            throw error;
          }
        },
        {
          retries: this.options.retries,
          minTimeout: this.options.retryDelayMs,
          factor: 2,
          shouldRetry: ({ error }) => error instanceof TransientError,
          onFailedAttempt: ({ error, retriesLeft }) => {
            if (error instanceof TransientError && retriesLeft > 0) this.stats.retries += 1;
          },
        },
      ).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        const tries = attempts > 1 ? ` (after ${attempts} attempts)` : '';
        throw new PullError(`GET ${label}`, reason + tries, menuId);
      }),
    );
  }
}

function failure(response: Response): Error {
  const reason = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  void response.body?.cancel();
  return TRANSIENT_STATUS.has(response.status) ? new TransientError(reason) : new AbortError(reason);
}

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

function describeBody(response: Response, text: string): string {
  const type = response.headers.get('content-type') ?? 'no content type';
  const start = text.trim().slice(0, 40).replace(/\s+/g, ' ');
  return `${type}, starts with ${JSON.stringify(start)}`;
}

function optionalHeader<K extends string>(key: K, value: string | null): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}
