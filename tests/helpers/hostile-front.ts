/**
 * A hostile CMS for the pull's tests: answers the paths a test names its own way (a redirect
 * elsewhere, a gzip bomb, a huge body) and passes everything else to the reference CMS.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Trap = [
  pattern: RegExp,
  answer: (request: IncomingMessage, response: ServerResponse) => void,
];

export interface Front {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

export async function hostileFront(upstream: string, traps: Trap[]): Promise<Front> {
  const hits: string[] = [];
  const relay = async (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    hits.push(path);
    const trap = traps.find(([pattern]) => pattern.test(path));
    if (trap) return trap[1](request, response);
    const headers = Object.fromEntries(
      ['if-none-match', 'if-modified-since'].flatMap((name) =>
        request.headers[name] ? [[name, String(request.headers[name])]] : [],
      ),
    );
    const answer = await fetch(`${upstream}${path}`, { headers, redirect: 'manual' });
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  };
  // A relay that fails drops the connection, as a broken proxy would.
  const server = createServer(
    (request, response) => void relay(request, response).catch(() => response.destroy()),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
