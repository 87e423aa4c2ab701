/**
 * The reference CMS: serves a snapshot folder in exactly the CMS read API's shape, plus
 * its media, with faults to inject (latency, fixed statuses, a failing fraction, malformed
 * JSON, HTML error pages, hangs and resets). Tests, demos and the benchmark use it.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { isSafeRelativePath, type Snapshot } from '../../src/cms/schema.ts';
import { MEDIA_DIR, loadSnapshot } from '../../src/cms/snapshot-files.ts';
import type { Endpoints } from './endpoints.ts';
import { cmsContentImages, cmsEmployee, cmsMenu, cmsNotice, cmsSetting, cmsSlider } from './to-cms.ts';

export type FaultKind = 'status' | 'malformed' | 'html' | 'hang' | 'reset';
export interface Fault {
  /** Tested against the request's path and query. */
  pattern: RegExp;
  kind: FaultKind;
  /** For `status`: the status to answer. */
  status?: number;
  /** Only the first N matching requests fail; then the path answers normally. */
  times?: number;
}

export interface CmsServerOptions {
  snapshotDir: string;
  endpoints: Endpoints;
  port?: number;
  host?: string;
  pageSize?: number;
  latencyMs?: number;
  /** Fraction (0–1) of requests answered 500, drawn from a seeded sequence so runs repeat. */
  failRate?: number;
  seed?: number;
  faults?: Fault[];
  /** Tests rewrite an answer to model a server bug (a field of the wrong type, say). */
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

type Answer = { status: number; body?: unknown };

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};

export async function startCmsServer(options: CmsServerOptions): Promise<CmsServer> {
  const { endpoints, pageSize = 2, latencyMs = 0, failRate = 0, faults = [] } = options;
  let snapshot: Snapshot = await loadSnapshot(options.snapshotDir);
  const etags = new Map<string, string>();
  const faultHits = new Map<Fault, number>();
  const random = mulberry32(options.seed ?? 1);
  const requests: RequestRecord[] = [];

  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const idRoute = (template: string) => new RegExp(`^${template.split('{id}').map(escape).join('(\\d+)')}$`);
  const noticeRoute = idRoute(endpoints.notice);
  const contentsRoute = idRoute(endpoints.menuContents);
  const imagesRoute = idRoute(endpoints.contentImages);

  function answer(pathname: string, query: URLSearchParams): Answer {
    const pageOf = (menuId: number) => snapshot.pages.find((page) => page.id === menuId);
    if (pathname === endpoints.menus) return { status: 200, body: { menus: snapshot.menus.map(cmsMenu) } };
    if (pathname === endpoints.settings) {
      return {
        status: 200,
        body: { general_settings: [cmsSetting(snapshot.settings)], page: 1, size: 10, total_pages: 1, total_elements: 1 },
      };
    }
    if (pathname === endpoints.notices) return { status: 200, body: { notices: snapshot.notices.map(cmsNotice) } };
    if (pathname === endpoints.employees) return { status: 200, body: { employees: snapshot.employees.map(cmsEmployee) } };
    if (pathname === endpoints.sliders) {
      const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
      const total = snapshot.sliders.length;
      const items = snapshot.sliders.slice((page - 1) * pageSize, page * pageSize).map(cmsSlider);
      return {
        status: 200,
        body: { homepage_sliders: items, page, size: pageSize, total_pages: Math.ceil(total / pageSize), total_elements: total },
      };
    }
    let match = noticeRoute.exec(pathname);
    if (match) {
      const notice = snapshot.notices.find((item) => item.id === Number(match![1]));
      return notice ? { status: 200, body: cmsNotice(notice) } : { status: 404, body: { detail: 'Not found.' } };
    }
    match = contentsRoute.exec(pathname);
    if (match) {
      const page = pageOf(Number(match[1]));
      if (!page || Object.keys(page.blocks).length === 0) return { status: 204, body: { detail: 'No content found.' } };
      return { status: 200, body: { menu_contents: page.blocks } };
    }
    match = imagesRoute.exec(pathname);
    if (match) {
      const page = pageOf(Number(match[1]));
      return { status: 200, body: { content_images: page ? cmsContentImages(page) : {} } };
    }
    return { status: 404, body: { detail: 'Not found.' } };
  }

  async function serveMedia(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<number> {
    let ref: string;
    try {
      ref = pathname.slice('/media/'.length).split('/').map(decodeURIComponent).join('/');
    } catch {
      return sendJson(response, 400, { detail: 'Bad path.' });
    }
    if (!isSafeRelativePath(ref)) return sendJson(response, 404, { detail: 'Not found.' });
    const file = join(options.snapshotDir, MEDIA_DIR, ref);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return sendJson(response, 404, { detail: 'Not found.' });
    let etag = etags.get(ref);
    if (!etag) {
      etag = `"${createHash('sha256')
        .update(await readFile(file))
        .digest('hex')
        .slice(0, 32)}"`;
      etags.set(ref, etag);
    }
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag }).end();
      return 304;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(ref).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
      etag,
    });
    await new Promise<void>((resolve, reject) => createReadStream(file).on('error', reject).pipe(response).on('finish', resolve));
    return 200;
  }

  /** Answers a fault, or returns null to let the request through. */
  function injectFault(request: IncomingMessage, response: ServerResponse, target: string): number | null {
    const fault = faults.find(
      (candidate) => candidate.pattern.test(target) && (faultHits.get(candidate) ?? 0) < (candidate.times ?? Infinity),
    );
    if (fault) {
      faultHits.set(fault, (faultHits.get(fault) ?? 0) + 1);
      switch (fault.kind) {
        case 'hang':
          return 0;
        case 'reset':
          request.socket.destroy();
          return 0;
        case 'malformed':
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"menus": [{"id": 1, "name": ');
          return 200;
        case 'html':
          response.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><body><h1>Maintenance</h1></body></html>');
          return 200;
        case 'status':
          return sendError(response, fault.status ?? 500);
      }
    }
    if (failRate > 0 && random() < failRate) return sendError(response, 500);
    return null;
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://cms.local');
    const record: RequestRecord = { method: request.method ?? 'GET', path: url.pathname + url.search, status: 0 };
    requests.push(record);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        record.status = sendJson(response, 405, { detail: `Method "${request.method}" not allowed.` });
        return;
      }
      const faulted = injectFault(request, response, record.path);
      if (faulted !== null) {
        record.status = faulted;
        return;
      }
      if (url.pathname.startsWith('/media/')) {
        record.status = await serveMedia(request, response, url.pathname);
        return;
      }
      const { status, body } = answer(url.pathname, url.searchParams);
      record.status = sendJson(response, status, options.transform ? options.transform(record.path, body) : body);
    } catch (error) {
      record.status = sendJson(response, 500, { detail: String(error) });
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    requests,
    async reload() {
      snapshot = await loadSnapshot(options.snapshotDir);
      etags.clear();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown): number {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  return status;
}

/** A real server's error page: HTML, not JSON. */
function sendError(response: ServerResponse, status: number): number {
  response
    .writeHead(status, { 'content-type': 'text/html' })
    .end(`<!DOCTYPE html><html><body><h1>Server Error (${status})</h1></body></html>`);
  return status;
}

/** A tiny seeded PRNG, so a fault rate fails the same requests on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
