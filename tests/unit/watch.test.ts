/**
 * The watch on a fake clock (scripts/lib/webhook/desk/watch.ts, publisher.ts): a check every N
 * minutes through the same queue, a publish only when the pull found a change, and a back
 * office that does not answer reported once, not at every check.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_KINDS } from '../../scripts/lib/pull/change-words.ts';
import type { ChangeSummary } from '../../scripts/lib/pull/changes.ts';
import { PullError } from '../../scripts/lib/pull/http.ts';
import type { RebuildEvent } from '../../scripts/lib/webhook/desk/notify.ts';
import { OUTAGE_OVER_MS, Publisher } from '../../scripts/lib/webhook/desk/publisher.ts';
import type { RunContext } from '../../scripts/lib/webhook/desk/releases.ts';
import { startWatch } from '../../scripts/lib/webhook/desk/watch.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;
const none: ChangeSummary = {
  ...(Object.fromEntries(
    CHANGE_KINDS.map((kind) => [kind, { added: 0, changed: 0, removed: 0 }]),
  ) as Omit<ChangeSummary, 'losses'>),
  losses: [],
};

/** A back office whose content has a version an editor bumps, and a "pull" that sees it, or fails while `down`. */
function backOffice() {
  const cms = { version: 1, live: 0, down: false, pulls: 0 };
  const rebuild = vi.fn(async (context: Required<RunContext>) => {
    cms.pulls += 1;
    context.onPhase('pulling');
    if (cms.down)
      throw new PullError(
        'GET /notice/api/v1/notice/all/without_pagination/',
        'ECONNREFUSED (after 4 attempts)',
      );
    if (context.onlyIfChanged && cms.version === cms.live) return null;
    context.onPhase('building');
    const changed = cms.version !== cms.live;
    cms.live = cms.version;
    return {
      name: `release-${cms.version}`,
      changes: { ...none, notices: { added: 0, changed: changed ? 1 : 0, removed: 0 } },
    };
  });
  return { cms, rebuild };
}

function watched(everyMinutes = 5) {
  const { cms, rebuild } = backOffice();
  const told: RebuildEvent[] = [];
  const logs: string[] = [];
  const publisher = new Publisher({
    debounceMs: 1_000,
    rebuild,
    notify: async (event) => void told.push(event),
    watchMinutes: everyMinutes,
    log: (line) => logs.push(line),
  });
  const watch = startWatch(publisher, everyMinutes);
  return { cms, rebuild, told, logs, publisher, watch };
}

describe('the watch', () => {
  it('publishes once per change, and not at all without one', async () => {
    const { cms, rebuild, told, publisher, watch } = watched();
    cms.live = 1;
    await vi.advanceTimersByTimeAsync(3 * 5 * MINUTE + 1_000);
    expect(rebuild).toHaveBeenCalledTimes(3);
    expect(publisher.status()).toMatchObject({
      builds: 0,
      recent: [],
      watch: { lastCheck: { outcome: 'unchanged' } },
    });
    expect(told).toEqual([]);

    cms.version = 2;
    await vi.advanceTimersByTimeAsync(5 * MINUTE + 1_000);
    expect(told).toEqual([
      expect.objectContaining({ outcome: 'published', release: 'release-2', trigger: 'watch' }),
    ]);
    expect(publisher.status().builds).toBe(1);

    await vi.advanceTimersByTimeAsync(4 * 5 * MINUTE);
    expect(rebuild).toHaveBeenCalledTimes(8);
    expect(told).toHaveLength(1);

    cms.version = 3;
    await vi.advanceTimersByTimeAsync(5 * MINUTE + 1_000);
    expect(told.map((event) => event.outcome === 'published' && event.release)).toEqual([
      'release-2',
      'release-3',
    ]);
    watch.stop();
  });

  it('reports a back office that does not answer once, not at every check, and says when it answers again', async () => {
    const { cms, told, logs, publisher, watch } = watched(1);
    cms.live = 1;
    cms.down = true;
    await vi.advanceTimersByTimeAsync(10 * MINUTE + 1_000);
    expect(told).toEqual([
      expect.objectContaining({
        outcome: 'failed',
        trigger: 'watch',
        reason:
          'pull failed: GET /notice/api/v1/notice/all/without_pagination/: ECONNREFUSED after 4 attempts',
      }),
    ]);
    expect(logs.filter((line) => line.includes('check failed'))).toHaveLength(1);
    expect(publisher.status().recent).toHaveLength(1);
    expect(publisher.status().watch).toMatchObject({
      failingSince: expect.any(String),
      lastCheck: { outcome: 'failed' },
    });

    cms.down = false;
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(logs.filter((line) => line.includes("the watch's checks work again"))).toHaveLength(1);
    expect(publisher.status().watch).toMatchObject({
      failingSince: null,
      lastCheck: { outcome: 'unchanged' },
    });
    expect(told).toHaveLength(1);
    watch.stop();
  });

  // Issue 33 B12: a back office answering one check in two sent a notification per flap.
  it('tells a flapping back office once per outage, and a new outage after checks worked an hour', async () => {
    const { cms, told, publisher, watch } = watched(1);
    cms.live = 1;
    for (let minute = 0; minute < 30; minute += 1) {
      cms.down = minute % 2 === 0;
      await vi.advanceTimersByTimeAsync(MINUTE);
    }
    expect(told.filter((event) => event.outcome === 'failed')).toHaveLength(1);
    expect(publisher.status().recent).toHaveLength(1);

    cms.down = false;
    await vi.advanceTimersByTimeAsync(OUTAGE_OVER_MS);
    cms.down = true;
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(told.filter((event) => event.outcome === 'failed')).toHaveLength(2);
    watch.stop();
  });

  it('builds on any press of Publish now or hook, changed or not, through the same queue', async () => {
    const { cms, rebuild, told, publisher, watch } = watched();
    cms.live = 1;
    publisher.request('editor');
    publisher.request('watch');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rebuild).toHaveBeenCalledWith(expect.objectContaining({ onlyIfChanged: false }));
    expect(told).toEqual([expect.objectContaining({ outcome: 'published', trigger: 'editor' })]);
    watch.stop();
  });

  it('asks for no check while a publish waits or runs: that one pulls anyway', async () => {
    const { rebuild, publisher, watch } = watched(1);
    rebuild.mockImplementationOnce(async (context) => {
      context.onPhase('building');
      await new Promise((resolve) => setTimeout(resolve, 3.5 * MINUTE));
      return { name: 'slow', changes: none };
    });
    publisher.request('hook');
    // The ticks at 1, 2 and 3 minutes find it running; the one at 4 finds it done.
    await vi.advanceTimersByTimeAsync(4 * MINUTE - 1);
    expect(rebuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(rebuild).toHaveBeenCalledTimes(2);
    expect(rebuild).toHaveBeenLastCalledWith(expect.objectContaining({ onlyIfChanged: true }));
    watch.stop();
  });
});
