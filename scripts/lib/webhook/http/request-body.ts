/**
 * Reading a body from a stranger before knowing who it is (a signed hook, a sign-in form):
 * capped in size and in time, and holding one of the fair slots (fair-slots.ts) while it
 * arrives, which it gives up with 503 when a newcomer needs it.
 */
import type { IncomingMessage } from 'node:http';
import type { FairSlots } from './fair-slots.ts';
import { busy, HttpRefusal } from './http-refusal.ts';

export interface BodyLimits {
  maxBytes: number;
  timeoutMs: number;
}

export async function readBody(
  request: IncomingMessage,
  client: string,
  slots: FairSlots,
  limits: BodyLimits,
): Promise<Buffer> {
  const givenUp = Promise.withResolvers<never>();
  givenUp.promise.catch(() => undefined);
  const release = slots.take(client, () => givenUp.reject(busy()));
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      if (Number(request.headers['content-length'] ?? 0) > limits.maxBytes)
        return reject(new HttpRefusal(413, 'body too large'));
      const chunks: Buffer[] = [];
      let size = 0;
      const timer = setTimeout(
        () => reject(new HttpRefusal(408, 'body not received in time')),
        limits.timeoutMs,
      );
      givenUp.promise.catch((error: Error) => {
        clearTimeout(timer);
        reject(error);
      });
      request.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          clearTimeout(timer);
          reject(new HttpRefusal(413, 'body too large'));
        } else chunks.push(chunk);
      });
      request.on('end', () => {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks));
      });
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  } finally {
    release();
  }
}
