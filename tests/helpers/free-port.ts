import { createServer } from 'node:net';

/** A port free on the loopback interface now, for a server that must be told its port before it starts. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
  });
