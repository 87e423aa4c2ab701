/**
 * The publish page's password checks (scripts/lib/webhook/http/password-checks.ts), the session
 * cookie and the cross-site check (sessions.ts, middleware/cross-site.ts): what strangers can and
 * cannot do to an editor signing in.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_WAITING_CLIENTS,
  PasswordChecks,
} from '../../scripts/lib/webhook/http/password-checks.ts';
import {
  NETWORK_BUSY,
  networkOf,
  SIGNED_IN_BEFORE,
  SignInStanding,
} from '../../scripts/lib/webhook/http/sign-in-standing.ts';
import { sameOrigin } from '../../scripts/lib/webhook/http/middleware/cross-site.ts';
import { HttpRefusal } from '../../scripts/lib/webhook/http/http-refusal.ts';
import { SESSION_COOKIE, Sessions } from '../../scripts/lib/webhook/http/sessions.ts';

const RIGHT = 'harbour lantern teacup';

/** Checks that finish only when the test says, one at a time, recording the order they ran in. */
function manualChecks() {
  const order: string[] = [];
  const running: Array<() => void> = [];
  const checks = new PasswordChecks(
    (password) =>
      new Promise<boolean>((resolve) => {
        order.push(password);
        running.push(() => resolve(password === RIGHT));
      }),
  );
  /** Lets the check under way finish, and the next start. */
  const finishOne = async () => {
    running.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { checks, order, finishOne };
}

const outcome = (promise: Promise<boolean>) =>
  promise.then(
    (ok) => (ok ? 'signed in' : 'wrong'),
    (error: HttpRefusal) => `${error.status} retry ${error.headers['retry-after']}`,
  );

describe('password checks under a crowd of guessers (issue 33 B1)', () => {
  it('checks round-robin by client: an editor waits one check per other client, however many each sends', async () => {
    const { checks, order, finishOne } = manualChecks();
    const strangers = Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 2}`);
    const answers: Array<Promise<string>> = [];
    for (const stranger of strangers)
      answers.push(outcome(checks.check(stranger, `guess ${stranger}`)));
    const editor = outcome(checks.check('127.0.0.200', RIGHT));
    // Each stranger keeps guessing as soon as it is answered, from the first checked on.
    for (let turn = 0; turn < strangers.length; turn++) {
      await finishOne();
      answers.push(outcome(checks.check(strangers[turn]!, `again ${strangers[turn]}`)));
    }
    await finishOne();
    expect(await editor).toBe('signed in');
    expect(order.indexOf(RIGHT)).toBe(strangers.length);
  });

  it("answers a client's older waiting attempt at once when it sends a newer one, and never another client's", async () => {
    const { checks, finishOne } = manualChecks();
    const first = outcome(checks.check('stranger', 'first'));
    const editorOlder = outcome(checks.check('editor', 'typo'));
    const strangerAgain = outcome(checks.check('stranger', 'second'));
    const editorNewer = outcome(checks.check('editor', RIGHT));
    expect(await editorOlder).toBe('503 retry 5');
    await finishOne();
    await finishOne();
    await finishOne();
    expect([await first, await strangerAgain, await editorNewer]).toEqual([
      'wrong',
      'wrong',
      'signed in',
    ]);
  });

  it('answers a newcomer busy at once when the queue is full of clients no worse than it', async () => {
    const { checks } = manualChecks();
    const waiting = Array.from({ length: MAX_WAITING_CLIENTS + 1 }, (_, i) =>
      outcome(checks.check(`client ${i}`, 'guess')),
    );
    const newcomer = outcome(checks.check('newcomer', 'guess', () => 2));
    expect(await newcomer).toBe('503 retry 5');
    // The first is being checked, the rest still wait: none was answered.
    const settled = await Promise.race([
      Promise.any(waiting).then(() => 'answered'),
      new Promise((resolve) => setImmediate(() => resolve('still waiting'))),
    ]);
    expect(settled).toBe('still waiting');
  });
});

// Issue 49 B1: at 80 guessing addresses the queue was full and the editor's right password was
// answered 503 every time.
describe('password checks under a crowd of any size', () => {
  it('checks a client with no recent failure before every client that failed, however many wait', async () => {
    const { checks, order, finishOne } = manualChecks();
    const crowd = Array.from({ length: MAX_WAITING_CLIENTS + 100 }, (_, i) => `stranger ${i}`);
    const refused: Array<Promise<string>> = [];
    for (const stranger of crowd) refused.push(outcome(checks.check(stranger, 'guess', () => 1)));
    const editor = outcome(checks.check('editor', RIGHT, () => 0));
    // The check under way, then the editor's: the queue being full did not keep it out.
    await finishOne();
    await finishOne();
    expect(await editor).toBe('signed in');
    expect(order.slice(0, 2)).toEqual(['guess', RIGHT]);
    // Past the queue's size the crowd was answered busy, never checked.
    const past = await Promise.all(refused.slice(MAX_WAITING_CLIENTS + 1));
    expect(past).toHaveLength(99);
    expect(past.every((answer) => answer === '503 retry 5')).toBe(true);
  });

  it('gives a newcomer the place of the waiting client with the most recent failures', async () => {
    const { checks, order, finishOne } = manualChecks();
    void outcome(checks.check('first', 'under way', () => 1));
    const worst = outcome(checks.check('worst', 'worst guess', () => 9));
    for (let i = 0; i < MAX_WAITING_CLIENTS - 1; i += 1)
      void outcome(checks.check(`client ${i}`, `guess ${i}`, () => 3));
    const editor = outcome(checks.check('editor', RIGHT, () => 0));
    expect(await worst).toBe('503 retry 5');
    await finishOne();
    await finishOne();
    expect(await editor).toBe('signed in');
    expect(order.slice(0, 2)).toEqual(['under way', RIGHT]);
    expect(order).not.toContain('worst guess');
  });

  // Attack pass: fresh addresses queued while their network was still quiet kept their place
  // after it turned out to be guessing, and the editor from a new address was answered busy.
  it('reads standings again at each choice: a crowd rated down while it waits goes behind', async () => {
    const { checks, order, finishOne } = manualChecks();
    let crowdStanding = 0;
    void outcome(checks.check('under way', 'first guess', () => crowdStanding));
    for (let i = 0; i < MAX_WAITING_CLIENTS; i += 1)
      void outcome(checks.check(`fresh ${i}`, 'guess', () => crowdStanding));
    crowdStanding = 0.5;
    const editor = outcome(checks.check('editor', RIGHT, () => 0));
    await finishOne();
    await finishOne();
    expect(await editor).toBe('signed in');
    expect(order.slice(0, 2)).toEqual(['first guess', RIGHT]);
  });

  it('serves equals in the order they came', async () => {
    const { checks, order, finishOne } = manualChecks();
    for (const client of ['a', 'b', 'c']) void outcome(checks.check(client, client, () => 1));
    void outcome(checks.check('d', 'd', () => 0));
    for (let i = 0; i < 4; i += 1) await finishOne();
    expect(order).toEqual(['a', 'd', 'b', 'c']);
  });
});

describe('how a client stands at the sign-in', () => {
  it('puts a client that signed in before ahead of all, and the others by their wrong passwords', async () => {
    let now = 0;
    const standing = new SignInStanding(() => now);
    expect(standing.of('new')).toBe(0);
    standing.failed('stranger');
    standing.failed('stranger');
    expect(standing.of('stranger')).toBe(2);
    standing.succeeded('editor');
    expect(standing.of('editor')).toBe(SIGNED_IN_BEFORE);
    now = 30 * 24 * 3_600_000 + 1;
    expect(standing.of('editor')).toBe(0);
  });

  // Attack pass: 1,100 strangers, each guess from a new address of two /16s, kept out an editor
  // signing in from a new address.
  it('puts a fresh address of a network that keeps guessing behind one from a quiet network', async () => {
    const standing = new SignInStanding(() => 0);
    for (let i = 0; i < NETWORK_BUSY; i += 1) standing.failed(`127.1.${i}.9`);
    const fresh = standing.of('127.1.250.250');
    expect(fresh).toBeGreaterThan(standing.of('127.0.0.1'));
    expect(fresh).toBeLessThan(standing.of('127.1.0.9'));
    expect(networkOf('2001:db8:1:2::/64')).toBe(networkOf('2001:db8:1:ff::/64'));
    expect(networkOf('2001:db8:1:2::/64')).not.toBe(networkOf('2001:db8:2:2::/64'));
  });
});

describe('the session cookie (issue 33 B6)', () => {
  it('believes no session cookie sent twice, whichever copy comes first', () => {
    const sessions = new Sessions();
    const session = sessions.create();
    expect(sessions.fromCookie(`${SESSION_COOKIE}=${session.id}`)).toBe(session);
    expect(sessions.fromCookie(`${SESSION_COOKIE}=${session.id}; ${SESSION_COOKIE}=planted`)).toBe(
      undefined,
    );
    expect(sessions.fromCookie(`${SESSION_COOKIE}=planted; ${SESSION_COOKIE}=${session.id}`)).toBe(
      undefined,
    );
  });
});

describe('the cross-site check by Origin (issue 33 B5)', () => {
  it('takes a form whose Origin is this host, or that sends none, and refuses any other', () => {
    expect(sameOrigin(undefined, 'publish.example.org')).toBe(true);
    expect(sameOrigin('https://publish.example.org', 'publish.example.org')).toBe(true);
    expect(sameOrigin('https://evil.example', 'publish.example.org')).toBe(false);
    expect(sameOrigin('https://publish.example.org.evil.example', 'publish.example.org')).toBe(
      false,
    );
    expect(sameOrigin('null', 'publish.example.org')).toBe(false);
  });
});
