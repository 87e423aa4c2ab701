/**
 * Faults the reference CMS injects for tests and benchmarks: a fixed status (as an HTML
 * error page), truncated JSON, an HTML page with status 200, a request never answered, a
 * dropped connection, and a seeded fraction of requests answered 500.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { statusPage } from './error-pages.ts';

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

/** Writes an HTML error page with `status`; returns the status. */
export function sendErrorPage(response: ServerResponse, status: number): number {
  response
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    .end(statusPage(status));
  return status;
}

/** Returns a function that answers a request's fault, or returns null to let it through. */
export function faultInjector(faults: readonly Fault[], failRate: number, seed: number) {
  const hits = new Map<Fault, number>();
  const random = mulberry32(seed);
  return (request: IncomingMessage, response: ServerResponse, target: string): number | null => {
    const fault = faults.find(
      (candidate) =>
        candidate.pattern.test(target) &&
        (hits.get(candidate) ?? 0) < (candidate.times ?? Infinity),
    );
    if (fault) {
      hits.set(fault, (hits.get(fault) ?? 0) + 1);
      switch (fault.kind) {
        case 'hang':
          return 0;
        case 'reset':
          request.socket.destroy();
          return 0;
        case 'malformed':
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end('{"menus": [{"id": 1, "name": ');
          return 200;
        case 'html':
          response
            .writeHead(200, { 'content-type': 'text/html' })
            .end('<!DOCTYPE html><html><body><h1>Maintenance</h1></body></html>');
          return 200;
        case 'status':
          return sendErrorPage(response, fault.status ?? 500);
      }
    }
    if (failRate > 0 && random() < failRate) return sendErrorPage(response, 500);
    return null;
  };
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
