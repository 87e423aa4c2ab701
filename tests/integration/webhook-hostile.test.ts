/**
 * The rebuild endpoint against strangers on raw sockets: malformed targets, bodies cut short,
 * bodies that never end, floods of guesses, and a shutdown in the middle of a build. After each
 * attack the endpoint still answers and still builds.
 */
import { execFile, spawn } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentLink } from '../../scripts/lib/webhook/desk/releases.ts';
import { publicReason } from '../../scripts/lib/webhook/desk/reasons.ts';
import { maskCredentials } from '../../src/lib/mask-credentials.ts';
import { trustedProxies } from '../../scripts/lib/webhook/http/client.ts';
import { signatureOf, type WebhookLimits } from '../../scripts/lib/webhook/http/server.ts';
import { closeAfterTest, realPublisher, STAND_IN } from '../helpers/real-publisher.ts';
import { copyOfSample, startCms } from '../helpers/snapshot.ts';
import { scratch } from '../helpers/scratch.ts';
import { until } from '../helpers/until.ts';

const SECRET = 'hostile-test-secret-0123456789-abcdefghij';
async function setup(limits: Partial<WebhookLimits> = {}, debounceMs = 50, proxies = '') {
  return realPublisher({
    webhook: {
      secret: SECRET,
      debounceMs,
      limits,
      trustedProxies: trustedProxies(proxies),
    },
  });
}

/** One hook from a chosen loopback address (all of 127.0.0.0/8 is this machine): a crowd of clients. */
function hookFrom(
  port: number,
  localAddress: string,
  headers: Record<string, string>,
  body = '',
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/hooks/rebuild',
        headers: { ...headers, 'content-length': body.length },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const signedHeaders = (body: string) => ({ 'x-hub-signature-256': signatureOf(SECRET, body) });

/**
 * Sends raw bytes; resolves with the answer's head once it has come, or with what came before
 * the server closed. The timer only ends a hang, far beyond what a loaded machine needs.
 */
function rawRequest(port: number, chunks: string[], options: { hangUp?: boolean } = {}) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const hang = setTimeout(() => done(), 20_000);
    const done = () => {
      clearTimeout(hang);
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (data) => {
      answer += data.toString();
      if (answer.includes('\r\n\r\n')) done();
    });
    socket.on('close', done);
    socket.on('error', done);
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
      if (options.hangUp) socket.destroy();
    });
  });
}

/** Whether a process still runs (a zombie left for a container's init to reap does not). */
const running = async (pid: number) =>
  !/^\d+ \(.*\) Z/.test(await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '0 (gone) Z'));
const statusLine = (answer: string) => answer.split('\r\n')[0];
const alive = async (url: string) => (await fetch(`${url}/hooks/status`)).status === 200;

describe('the rebuild endpoint under attack', () => {
  it('answers a malformed request target with 400 and keeps running', async () => {
    const { webhook, port } = await setup();
    expect(
      statusLine(
        await rawRequest(port, ['GET //[/x HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n']),
      ),
    ).toBe('HTTP/1.1 400 Bad Request');
    expect(
      statusLine(
        await rawRequest(port, ['GET http://[ HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n']),
      ),
    ).toBe('HTTP/1.1 400 Bad Request');
    expect(await alive(webhook.url)).toBe(true);
  });

  it('survives a client that promises a body and hangs up, even during a build, which still goes live', async () => {
    const { webhook, root, port } = await setup();
    expect(
      (
        await fetch(`${webhook.url}/hooks/rebuild`, {
          method: 'POST',
          headers: { authorization: `Bearer ${SECRET}` },
        })
      ).status,
    ).toBe(202);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await rawRequest(
        port,
        [
          'POST /hooks/rebuild HTTP/1.1\r\nHost: a\r\nX-Hub-Signature-256: sha256=00\r\nContent-Length: 100\r\n\r\nabc',
        ],
        { hangUp: true },
      );
    }
    expect(await alive(webhook.url)).toBe(true);
    await webhook.idle();
    expect(webhook.status().lastSuccess).not.toBeNull();
    expect(await readFile(join(root, 'current', 'index.html'), 'utf8')).toContain(
      'Meridian Bridge Group',
    );
  });

  it('checks a bearer token before reading any body', async () => {
    const { port } = await setup();
    const answer = await rawRequest(port, [
      'POST /hooks/rebuild HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer wrong\r\nContent-Length: 104857600\r\n\r\n',
    ]);
    expect(statusLine(answer)).toBe('HTTP/1.1 401 Unauthorized');
  });

  it('refuses a body to be signed that is too large, or that does not arrive in time', async () => {
    const { port } = await setup({ maxBodyBytes: 1024, bodyTimeoutMs: 300 });
    const large = await rawRequest(port, [
      'POST /hooks/rebuild HTTP/1.1\r\nHost: a\r\nX-Hub-Signature-256: sha256=00\r\nContent-Length: 2048\r\n\r\n',
    ]);
    expect(statusLine(large)).toBe('HTTP/1.1 413 Payload Too Large');
    const chunked = await rawRequest(port, [
      'POST /hooks/rebuild HTTP/1.1\r\nHost: a\r\nX-Hub-Signature-256: sha256=00\r\nTransfer-Encoding: chunked\r\n\r\n',
      `800\r\n${'x'.repeat(2048)}\r\n`,
    ]);
    expect(statusLine(chunked)).toBe('HTTP/1.1 413 Payload Too Large');
    const slow = await rawRequest(port, [
      'POST /hooks/rebuild HTTP/1.1\r\nHost: a\r\nX-Hub-Signature-256: sha256=00\r\nContent-Length: 100\r\n\r\nabc',
    ]);
    expect(statusLine(slow)).toBe('HTTP/1.1 408 Request Timeout');
  });

  it("reads only so many unauthenticated bodies at once: a newcomer takes the oldest one's slot", async () => {
    const { webhook, port } = await setup({ maxPendingBodies: 3, bodyTimeoutMs: 3_000 });
    const partial =
      'POST /hooks/rebuild HTTP/1.1\r\nHost: a\r\nX-Hub-Signature-256: sha256=00\r\nContent-Length: 100\r\n\r\nabc';
    const oldest = rawRequest(port, [partial]);
    await until(() => expect(webhook.pendingBodies()).toBe(1));
    const held = [2, 3, 4].map(() => rawRequest(port, [partial]));
    expect(statusLine(await oldest)).toBe('HTTP/1.1 503 Service Unavailable');
    expect((await Promise.all(held)).map(statusLine)).toEqual(
      Array(3).fill('HTTP/1.1 408 Request Timeout'),
    );
  });

  it('slows guessing: after 10 failures a client gets 429 with Retry-After', async () => {
    const { webhook } = await setup();
    const guess = (secret: string) =>
      fetch(`${webhook.url}/hooks/rebuild`, { method: 'POST', headers: bearer(secret) });
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await guess(`guess-${attempt}`)).status).toBe(401);
    const blocked = await guess('guess-10');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(webhook.status().builds).toBe(0);
  });

  // N7: behind a reverse proxy every client has the proxy's address, so a stranger's guesses
  // used to lock the CMS out (28 of 29 valid hooks refused).
  it("never refuses the valid secret for a stranger's guesses from the same address", async () => {
    const { webhook } = await setup({}, 60_000);
    const guess = (secret: string) =>
      fetch(`${webhook.url}/hooks/rebuild`, { method: 'POST', headers: bearer(secret) });
    for (let attempt = 0; attempt < 30; attempt += 1) await guess(`guess-${attempt}`);
    expect((await guess('one more')).status).toBe(429);
    expect((await guess(SECRET)).status).toBe(202);
    const signed = await fetch(`${webhook.url}/hooks/rebuild`, {
      method: 'POST',
      headers: signedHeaders('{}'),
      body: '{}',
    });
    expect(signed.status).toBe(202);
    expect(webhook.status().state).toBe('waiting');
  });

  // N8: one address holding every slot for bodies made signed hooks 503, and those 503s counted
  // as failures of the CMS's address, which was then answered 429.
  it('lets a signed hook in while one client holds every body slot, and never counts busy as a failure', async () => {
    const { webhook, port } = await setup({ maxPendingBodies: 4, bodyTimeoutMs: 20_000 }, 60_000);
    const partial =
      'POST /hooks/rebuild HTTP/1.1\r\nHost: a\r\nX-Hub-Signature-256: sha256=00\r\nContent-Length: 100\r\n\r\nabc';
    const held = Array.from({ length: 4 }, () => rawRequest(port, [partial]));
    await until(() => expect(webhook.pendingBodies()).toBe(4));
    const answers: number[] = [];
    for (let hook = 0; hook < 12; hook += 1) {
      answers.push(
        (
          await fetch(`${webhook.url}/hooks/rebuild`, {
            method: 'POST',
            headers: signedHeaders('{"n":1}'),
            body: '{"n":1}',
          })
        ).status,
      );
      // The slow client comes back for the slot it lost.
      held.push(rawRequest(port, [partial]));
    }
    expect(answers).toEqual(Array(12).fill(202));
    // The slow client lost slots (503, busy), and busy answers are no failures of the address.
    const wrong = await fetch(`${webhook.url}/hooks/rebuild`, {
      method: 'POST',
      headers: signedHeaders('other'),
      body: '{"n":1}',
    });
    expect(wrong.status).toBe(401);
    await webhook.close();
    const answered = (await Promise.all(held)).map(statusLine);
    expect(
      answered.filter((line) => line === 'HTTP/1.1 503 Service Unavailable').length,
    ).toBeGreaterThan(0);
  });

  it('gives each client a share of the body slots: one client cannot take the slots of another', async () => {
    const { webhook, port } = await setup(
      { maxPendingBodies: 4, maxPendingBodiesPerClient: 2, bodyTimeoutMs: 3_000 },
      60_000,
      '127.0.0.1',
    );
    const partial = (client: string) =>
      `POST /hooks/rebuild HTTP/1.1\r\nHost: a\r\nX-Forwarded-For: ${client}\r\nX-Hub-Signature-256: sha256=00\r\nContent-Length: 100\r\n\r\nabc`;
    const patient = [1, 2].map(() => rawRequest(port, [partial('198.51.100.7')]));
    await until(() => expect(webhook.pendingBodies()).toBe(2));
    const greedy = Array.from({ length: 6 }, () => rawRequest(port, [partial('203.0.113.9')]));
    // The greedy client's own slots went to its newer requests; the other client's two stayed.
    expect((await Promise.all(patient)).map(statusLine)).toEqual([
      'HTTP/1.1 408 Request Timeout',
      'HTTP/1.1 408 Request Timeout',
    ]);
    const greedyAnswers = (await Promise.all(greedy)).map(statusLine);
    expect(
      greedyAnswers.filter((line) => line === 'HTTP/1.1 503 Service Unavailable'),
    ).toHaveLength(4);
  });

  // N15: 10,000 addresses each had 10 guesses a minute, and each guess wrote a log line.
  it('bounds guessing from many addresses with a global budget, and logs a summary instead of a line a guess', async () => {
    const { webhook, port, logs } = await setup({ globalFailuresPerMinute: 50 }, 60_000);
    const answers: number[] = [];
    for (let client = 1; client <= 200; client += 1) {
      const address = `127.0.${Math.floor(client / 250) + 10}.${(client % 250) + 1}`;
      for (let guess = 0; guess < 3; guess += 1)
        answers.push(await hookFrom(port, address, bearer(`guess-${client}-${guess}`)));
    }
    expect(answers.filter((status) => status === 401)).toHaveLength(50);
    expect(answers.filter((status) => status === 429)).toHaveLength(550);
    // Past the budget the CMS's valid hook, from a fresh address or a guessing one, still gets in.
    expect(await hookFrom(port, '127.0.99.1', bearer(SECRET))).toBe(202);
    expect(await hookFrom(port, '127.0.10.2', signedHeaders('{}'), '{}')).toBe(202);
    await webhook.close();
    // The first 50 failures (16 clients' three, one of the 17th's) have a line each; the summary counts the rest.
    expect(logs.filter((line) => line.includes('refused a rebuild hook'))).toHaveLength(50);
    expect(logs.filter((line) => line.includes('more failed authentications'))).toEqual([
      expect.stringMatching(
        / 550 more failed authentications from 184 clients, past the global budget: answered 429, not logged one by one$/,
      ),
    ]);
  });

  it('counts an IPv6 client by its /64 and reads X-Forwarded-For only from a trusted proxy', async () => {
    const { webhook } = await setup({}, 60_000, '127.0.0.1');
    const from = (client: string, secret = 'wrong') =>
      fetch(`${webhook.url}/hooks/rebuild`, {
        method: 'POST',
        headers: { ...bearer(secret), 'x-forwarded-for': client },
      }).then((response) => response.status);
    for (let host = 1; host <= 10; host += 1)
      expect(await from(`2001:db8:0:7::${host.toString(16)}`)).toBe(401);
    expect(await from('2001:db8:0:7:ffff:ffff:ffff:ffff')).toBe(429);
    expect(await from('2001:db8:0:8::1')).toBe(401);
    // A client cannot pick its address: the proxy appends the one it saw, and that is read.
    expect(await from('2001:db8:0:9::1, 2001:db8:0:7::1')).toBe(429);
    expect(await from('2001:db8:0:7::1', SECRET)).toBe(202);

    const untrusting = await setup({}, 60_000);
    const direct = (client: string) =>
      fetch(`${untrusting.webhook.url}/hooks/rebuild`, {
        method: 'POST',
        headers: { ...bearer('wrong'), 'x-forwarded-for': client },
      });
    for (let host = 1; host <= 10; host += 1)
      expect((await direct(`192.0.2.${host}`)).status).toBe(401);
    expect((await direct('192.0.2.200')).status).toBe(429);
  });
});

describe('shutting down', () => {
  it('drops a rebuild that is still waiting', async () => {
    const { webhook } = await setup({}, 60_000);
    await fetch(`${webhook.url}/hooks/rebuild`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(webhook.status().state).toBe('waiting');
    await webhook.close();
    expect(webhook.status().state).toBe('idle');
  });

  it('stops a running build with its whole process group and leaves the live site alone', async () => {
    const { webhook, root } = await setup();
    const pidFile = join(await scratch(), 'worker.pid');
    process.env.STAND_IN_BUILD_WORKER_PID = pidFile;
    process.env.STAND_IN_BUILD_MS = '60000';
    try {
      await fetch(`${webhook.url}/hooks/rebuild`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}` },
      });
      await until(async () => expect(await readFile(pidFile, 'utf8').catch(() => '')).not.toBe(''));
      await webhook.close();
    } finally {
      delete process.env.STAND_IN_BUILD_WORKER_PID;
      delete process.env.STAND_IN_BUILD_MS;
    }
    const worker = Number(await readFile(pidFile, 'utf8'));
    await until(async () => expect(await running(worker)).toBe(false));
    expect(webhook.status().lastFailure?.reason).toBe(
      'build stopped: the endpoint is shutting down',
    );
    expect(await readdir(root)).not.toContain('build');
    await expect(readFile(currentLink(root))).rejects.toThrow();
  });

  it('npm run webhook exits on SIGTERM while a build runs', async () => {
    const cms = await startCms({ snapshotDir: await copyOfSample() });
    closeAfterTest(() => cms.close());
    const root = await scratch('webhook-process-');
    const child = spawn(process.execPath, ['scripts/webhook.ts'], {
      env: {
        ...process.env,
        REBUILD_SECRET: SECRET,
        CMS_API_URL: cms.url,
        WEBHOOK_ROOT: root,
        WEBHOOK_PORT: '0',
        WEBHOOK_PREVIEW_PORT: '0',
        WEBHOOK_DEBOUNCE_MS: '10',
        WEBHOOK_BUILD_COMMAND: STAND_IN,
        STAND_IN_BUILD_MS: '60000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    const url = await new Promise<string>((resolve) =>
      child.stdout.on(
        'data',
        () =>
          /rebuild endpoint at (\S+)\/hooks\/rebuild/.exec(output) &&
          resolve(/at (\S+)\/hooks\/rebuild/.exec(output)![1]!),
      ),
    );
    await fetch(`${url}/hooks/rebuild`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}` },
    });
    // SIGTERM while the build runs.
    await until(async () =>
      expect(await (await fetch(`${url}/hooks/status`)).json()).toMatchObject({
        phase: 'building',
      }),
    );
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
  }, 30_000);

  it('refuses a short secret at start with exit code 2', async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        ['scripts/webhook.ts'],
        { env: { ...process.env, REBUILD_SECRET: 'a', CMS_API_URL: 'http://127.0.0.1:9' } },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      ),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('REBUILD_SECRET must be at least 32 characters');
  });
});

describe('what the status and the log may say', () => {
  it('masks credentials in URLs wherever they appear', () => {
    expect(
      maskCredentials('GET https://editor:hunter2@cms.example.org/x failed; see http://a:b@c/'),
    ).toBe('GET https://***@cms.example.org/x failed; see http://***@c/');
  });

  it('gives the public a short reason without paths for failures of the machine', () => {
    const error = Object.assign(
      new Error("EACCES: permission denied, mkdir '/srv/site/secret/build'"),
      { code: 'EACCES' },
    );
    expect(publicReason(error)).toBe('rebuild failed (EACCES); details in the log');
  });
});
