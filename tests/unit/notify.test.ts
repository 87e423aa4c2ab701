import { describe, expect, it } from 'vitest';
import { CHANGE_KINDS, type ChangeSummary } from '../../scripts/lib/changes.ts';
import { notificationBody } from '../../scripts/lib/webhook/notify.ts';
import { statusPage } from '../../scripts/lib/webhook/status-page.ts';

const none = Object.fromEntries(CHANGE_KINDS.map((kind) => [kind, { added: 0, changed: 0, removed: 0 }])) as ChangeSummary;
const oneBlock: ChangeSummary = { ...none, blocks: { added: 0, changed: 1, removed: 0 } };

describe('the rebuild notification', () => {
  it('says in one line what was published, how long it took and what changed, with the same facts as fields', () => {
    const body = notificationBody('www.example.org', {
      outcome: 'published',
      at: '2026-11-23T08:00:00.000Z',
      durationMs: 41_960,
      release: '2026-11-23T08-00-00-000Z',
      changes: oneBlock,
    });
    expect(body.text).toBe('www.example.org: published in 42.0 s (blocks +0 ~1 -0)');
    expect(body.attachments[0]!.fields).toContainEqual({ title: 'Changes', value: 'blocks +0 ~1 -0', short: true });
    expect(body.sections[0]!.facts).toContainEqual({ name: 'Release', value: '2026-11-23T08-00-00-000Z' });
  });

  it('gives the reason of a failure with any credentials masked', () => {
    const body = notificationBody('www.example.org', {
      outcome: 'failed',
      at: '2026-11-23T08:00:00.000Z',
      durationMs: 1_200,
      reason: 'pull failed: GET https://editor:hunter2@cms.example/api: HTTP 500',
    });
    expect(body.text).toBe(
      'www.example.org: rebuild failed after 1.2 s, the live site is unchanged: pull failed: GET https://***@cms.example/api: HTTP 500',
    );
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });
});

describe('the status page', () => {
  it('escapes what it shows, so a reason cannot inject markup', () => {
    const html = statusPage({
      state: 'idle',
      lastSuccess: null,
      lastFailure: { at: '2026-11-23T08:00:00.000Z', durationMs: 5, reason: 'build failed: <script>alert(1)</script>' },
      recent: [{ outcome: 'failed', at: '2026-11-23T08:00:00.000Z', durationMs: 5, reason: '<img src=x onerror=alert(1)>' }],
      builds: 1,
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('build failed: &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });
});
