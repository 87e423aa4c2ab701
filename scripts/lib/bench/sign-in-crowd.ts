/**
 * The publish page's sign-in under a crowd of guessers, at the real scrypt cost: strangers from
 * N loopback addresses (127.1.x.y, each a client of its own) post wrong passwords without pause
 * while the editor signs in every 2 s, against the publisher's own server. Says for each size
 * whether every editor attempt signed in, and how long the editor waited: the figure
 * docs/deploy.md gives for the bound.
 */
import { request } from 'node:http';
import { hashPassword, parsePasswordHash } from '../webhook/http/password.ts';
import { startWebhook } from '../webhook/http/server.ts';

export interface CrowdRun {
  addresses: number;
  attempts: number;
  signedIn: number;
  /** The editor's waits, in ms, from sending the form to the answer: the first, from an address never signed in, and the longest and median after it. */
  firstMs: number;
  longestMs: number;
  medianMs: number;
  /** Checks the publisher did in the run, and the strangers' answers by status. */
  checks: number;
  strangers: Record<number, number>;
}

const PASSWORD = 'bench harbour lantern teacup';

function postFrom(url: string, localAddress: string, password: string): Promise<number> {
  const body = new URLSearchParams({ password }).toString();
  return new Promise((resolve) => {
    const sent = request(
      `${url}/hooks/sign-in`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          accept: 'text/html',
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', () => resolve(0));
    sent.end(body);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function checksDone(url: string): Promise<number> {
  const health = (await (await fetch(`${url}/hooks/health`)).json()) as {
    signIns: { checked: number };
  };
  return health.signIns.checked;
}

export async function signInCrowd(addresses: number, seconds: number): Promise<CrowdRun> {
  const webhook = await startWebhook({
    secret: 'bench-sign-in-secret-0123456789-abcdefgh',
    debounceMs: 50,
    log: () => {},
    passwordHash: parsePasswordHash(await hashPassword(PASSWORD)),
    rebuild: () => Promise.resolve(null),
  });
  const strangers: Record<number, number> = {};
  let guessing = true;
  const stranger = async (address: string) => {
    for (let guess = 0; guessing; guess += 1) {
      const status = await postFrom(webhook.url, address, `guess ${guess}`);
      strangers[status] = (strangers[status] ?? 0) + 1;
    }
  };
  try {
    const before = await checksDone(webhook.url);
    const crowd = Array.from({ length: addresses }, (_, i) =>
      stranger(`127.1.${Math.floor(i / 200)}.${(i % 200) + 2}`),
    );
    const waits: number[] = [];
    let signedIn = 0;
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      const started = performance.now();
      if ((await postFrom(webhook.url, '127.0.0.1', PASSWORD)) === 303) signedIn += 1;
      const waited = performance.now() - started;
      waits.push(waited);
      await pause(Math.max(0, 2000 - waited));
    }
    guessing = false;
    await Promise.all(crowd);
    const later = waits.slice(1).sort((a, b) => a - b);
    return {
      addresses,
      attempts: waits.length,
      signedIn,
      firstMs: waits[0] ?? 0,
      longestMs: later.at(-1) ?? 0,
      medianMs: later[Math.floor(later.length / 2)] ?? 0,
      checks: (await checksDone(webhook.url)) - before,
      strangers,
    };
  } finally {
    guessing = false;
    await webhook.close();
  }
}
