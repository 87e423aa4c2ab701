/**
 * The reference CMS: serves a snapshot folder exactly as the back office's read API answers
 * (CMS-API.md, quirks included; the rules live in ./cms/), its media as Apache serves them,
 * with faults to inject (latency, fixed statuses, a failing fraction, malformed JSON, HTML
 * pages, hangs and resets). Tests, demos and the benchmark use it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { MEDIA_DIR, loadSnapshot } from '../../../src/cms/snapshot-files.ts';
import { fromDrfView, json, refusedToken, type Answer } from './answers.ts';
import { backOfficeRoutes } from './back-office.ts';
import { faultInjector, sendErrorPage, type Fault } from './faults.ts';
import { djangoJson, drfJson } from './json.ts';
import { mediaServer } from './media.ts';
import { resolve } from './routes.ts';
import type { Endpoints } from '../settings/cms-endpoints.ts';

export type { Fault, FaultKind } from './faults.ts';

/** The back office's page size when a request gives none (CMS-API §1.2). */
export const DEFAULT_PAGE_SIZE = 10;

export interface CmsServerOptions {
  snapshotDir: string;
  endpoints: Endpoints;
  port?: number;
  host?: string;
  /** The page size of paginated lists when a request gives no `size` (the back office's: 10). */
  pageSize?: number;
  /** An installation that lacks the unpaginated variants of its lists (`…/all/wp/`, `…/without_pagination/all/`): each answers Django's 404. */
  withoutUnpaginated?: boolean;
  latencyMs?: number;
  /** Fraction (0–1) of requests answered 500, drawn from a seeded sequence so runs repeat. */
  failRate?: number;
  seed?: number;
  faults?: Fault[];
  /**
   * Tests rewrite a JSON answer to model a server bug (a field of the wrong type, say). Maps
   * keyed by editors' names (blocks, image groups) are `Map`s, so their order survives.
   */
  transform?: (path: string, body: unknown) => unknown;
}

export interface RequestRecord {
  method: string;
  path: string;
  status: number;
}

export interface CmsServer {
  url: string;
  requests: RequestRecord[];
  /** Reads the snapshot folder again (after a test edits it). */
  reload(): Promise<void>;
  close(): Promise<void>;
}

/** Django REST framework's headers; the plain Django view has neither Vary nor Allow. */
const DRF_HEADERS = { 'content-type': 'application/json', vary: 'Accept', allow: 'GET, OPTIONS' };

function send(
  response: ServerResponse,
  answer: Answer,
  transform: (body: unknown) => unknown,
): number {
  switch (answer.kind) {
    case 'json': {
      const body = transform(answer.value);
      const headers =
        answer.dialect === 'drf' ? DRF_HEADERS : { 'content-type': 'application/json' };
      response
        .writeHead(answer.status, headers)
        .end(answer.dialect === 'drf' ? drfJson(body) : djangoJson(body));
      break;
    }
    case 'html':
      response
        .writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' })
        .end(answer.html);
      break;
    case 'empty':
      response.writeHead(answer.status, answer.headers).end();
  }
  return answer.status;
}

export async function startCmsServer(options: CmsServerOptions): Promise<CmsServer> {
  const {
    endpoints,
    pageSize = DEFAULT_PAGE_SIZE,
    withoutUnpaginated = false,
    latencyMs = 0,
    failRate = 0,
    faults = [],
  } = options;
  const load = async () =>
    backOfficeRoutes(await loadSnapshot(options.snapshotDir), endpoints, {
      defaultSize: pageSize,
      withoutUnpaginated,
    });
  let routes = await load();
  const media = mediaServer(join(options.snapshotDir, MEDIA_DIR));
  const injectFault = faultInjector(faults, failRate, options.seed ?? 1);
  const requests: RequestRecord[] = [];

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const target = request.url ?? '/';
    const record: RequestRecord = { method: request.method ?? 'GET', path: target, status: 0 };
    requests.push(record);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        record.status = send(
          response,
          json({ detail: `Method "${request.method}" not allowed.` }, 405),
          (body) => body,
        );
        return;
      }
      if (request.headers.origin !== undefined && !target.startsWith('/media/'))
        response.setHeader('access-control-allow-origin', '*');
      const faulted = injectFault(request, response, target);
      if (faulted !== null) {
        record.status = faulted;
        return;
      }
      const [path = '/', query] = target.split(/\?(.*)/s);
      if (path.startsWith('/media/')) {
        record.status = await media.serve(request, response, path);
        return;
      }
      const resolved = resolve(routes, path, query === undefined ? '' : `?${query}`);
      const answer = fromDrfView(resolved)
        ? (refusedToken(request.headers.authorization) ?? resolved)
        : resolved;
      record.status = send(response, answer, (body) =>
        options.transform ? options.transform(target, body) : body,
      );
    } catch {
      record.status = sendErrorPage(response, 500);
    }
  };
  // answer() catches its own failures: nothing is left to reject.
  const server = createServer((request, response) => void answer(request, response));

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    requests,
    async reload() {
      routes = await load();
      media.forget();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
