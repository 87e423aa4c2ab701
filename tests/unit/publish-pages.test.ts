/**
 * The publish page's markup (scripts/lib/webhook/http/pages/): every value from outside is escaped
 * by the template, the live update is the markup the page shows, and the page's script and
 * style are the ones its security headers allow by hash.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HttpRefusal } from '../../scripts/lib/webhook/http/http-refusal.ts';
import { STYLE_HASH } from '../../scripts/lib/webhook/http/pages/html.ts';
import {
  liveUpdate,
  publishPage,
  refusalPage,
  SCRIPT_HASH,
  signInPage,
} from '../../scripts/lib/webhook/http/pages/publish.ts';
import type { WebhookStatus } from '../../scripts/lib/webhook/desk/publisher.ts';

const HOSTILE = '"><script>alert(1)</script>';
const failed: WebhookStatus = {
  state: 'idle',
  phase: 'idle',
  watch: null,
  lastSuccess: null,
  lastFailure: null,
  recent: [
    {
      outcome: 'failed',
      advice: 'Try again.',
      at: '2026-11-23T08:00:00.000Z',
      durationMs: 5,
      reason: HOSTILE,
    },
  ],
  builds: 1,
};
const hashOf = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

describe('the publish pages', () => {
  it('escape what a stranger, the CMS or the settings put in them', () => {
    const html = publishPage({
      site: HOSTILE,
      siteUrl: `https://www.example.org/?q=${encodeURIComponent(HOSTILE)}&x="`,
      status: failed,
      csrf: HOSTILE,
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      '<a href="https://www.example.org/?q=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&amp;x=&quot;">www.example.org</a>',
    );
    expect(signInPage(HOSTILE, true, HOSTILE)).not.toContain('<script>alert');
    expect(refusalPage(HOSTILE, new HttpRefusal(413, HOSTILE))).not.toContain('<script>alert');
  });

  it('send as a live update the same list the page shows', () => {
    const update = liveUpdate(failed);
    expect(update.state).toBe('failed');
    expect(update.html).toContain('<span class="outcome outcome-failed">Failed</span>');
    expect(update.html).not.toContain('<script>alert');
    expect(publishPage({ site: 'a', status: failed, csrf: 't' })).toContain(update.html);
  });

  it('carry the one style and script their security headers allow', () => {
    const html = publishPage({ site: 'a', status: failed, csrf: 't' });
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(hashOf(style)).toBe(STYLE_HASH);
    expect(hashOf(script)).toBe(SCRIPT_HASH);
  });
});
