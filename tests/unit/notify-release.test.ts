import { describe, expect, it } from 'vitest';
import { summariseChanges } from '../../scripts/lib/pull/changes.ts';
import { notificationBody } from '../../scripts/lib/webhook/desk/notify.ts';
import { inventedSnapshot } from '../helpers/invented-snapshot.ts';
import { TEST_ORIGIN } from '../fixtures/snapshots.ts';

const changes = summariseChanges(null, {
  snapshot: inventedSnapshot({ notices: [] }),
  manifest: {
    schemaVersion: 2,
    ...TEST_ORIGIN,
    counts: {},
    files: {},
  },
});

describe('the notification of a release an editor made live or restored', () => {
  it('names the release, who, and carries the pre-flight report in plain text', () => {
    const body = notificationBody('www.harbourline.example', {
      outcome: 'published',
      at: '2026-11-26T22:15:00.000Z',
      durationMs: 420,
      release: '2026-11-26T22-10-00-000Z',
      changes,
      how: 'went live',
      by: 'Nadia <@channel>',
      preflight: ['Notices › “Office hours”: this looks like a test: its text is one word (“ok”).'],
    });
    expect(body.text).toMatch(
      /^www\.harbourline\.example: the release of 2026-11-26 22:10 UTC is live, by Nadia &lt;@\u200bchannel&gt;: .+; pre-flight report: 1 thing to look at$/,
    );
    const facts = Object.fromEntries(
      body.sections[0]!.facts.map(({ name, value }) => [name, value]),
    );
    expect(facts.By).toBe('Nadia &lt;@\u200bchannel&gt;');
    expect(facts['Pre-flight report']).toBe(
      '1. Notices › “Office hours”: this looks like a test: its text is one word (“ok”).',
    );
  });

  it('says a restore as a restore', () => {
    const body = notificationBody('site', {
      outcome: 'published',
      at: '2026-11-26T22:15:00.000Z',
      durationMs: 120,
      release: '2026-11-25T08-00-00-000Z',
      changes,
      how: 'restored',
      by: 'Omar',
      preflight: [],
    });
    expect(body.text).toMatch(/^site: the release of 2026-11-25 08:00 UTC is restored, by Omar: /);
  });
});
