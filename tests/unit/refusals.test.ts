/**
 * How the publisher answers a request it refuses before handling it (handlers/errors.ts): a page
 * for a browser, saying when to try again, and JSON for a script. Which attempts are refused busy
 * is password-checks.test.ts's; this is what their senders read.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../scripts/lib/webhook/http/app-env.ts';
import { answerFailure } from '../../scripts/lib/webhook/http/handlers/errors.ts';
import { busy } from '../../scripts/lib/webhook/http/http-refusal.ts';

const app = new Hono<AppEnv>()
  .all('/hooks/sign-in', () => {
    throw busy(5);
  })
  .onError(answerFailure('www.harbourline.example', () => {}));

describe('a sign-in refused for want of room', () => {
  it('tells a browser in a page when to try again, and a script in JSON, both 503 with Retry-After', async () => {
    const page = await app.request('/hooks/sign-in', {
      method: 'POST',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect([page.status, page.headers.get('retry-after')]).toEqual([503, '5']);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('try again in 5 seconds');
    const script = await app.request('/hooks/sign-in', {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect([script.status, script.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await script.json()).toEqual({ error: 'busy' });
  });
});
