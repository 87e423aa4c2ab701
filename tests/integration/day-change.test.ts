/**
 * The publisher builds at the group's midnight after a job circular's last day, with nothing
 * changed in the back office (issue 50), on its clock, which the test moves.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startWebhook } from '../../scripts/lib/webhook/http/server.ts';
import { fakeClock } from '../fixtures/fake-clock.ts';
import { pullOptions } from '../helpers/snapshot.ts';
import { scratch } from '../helpers/scratch.ts';
import { until } from '../helpers/until.ts';

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

describe("the publisher at the group's midnight", () => {
  it("builds the day after a circular's last day, and again after the next", async () => {
    const root = await scratch('day-change-');
    const release = join(root, 'releases', '2026-12-10T08-00-00-000Z');
    for (const [id, day] of [
      [3, '2026-12-15'],
      [2, '2026-12-19'],
    ] as const) {
      await mkdir(join(release, 'pdfShow', 'circular', String(id)), { recursive: true });
      await writeFile(
        join(release, 'pdfShow', 'circular', String(id), 'index.html'),
        `<div class="circular-answer" data-open-until="${day}"></div>`,
      );
    }
    await symlink(release, join(root, 'current'));
    const time = fakeClock('2026-12-10T09:00:00Z');
    const builds: string[] = [];
    const logs: string[] = [];
    const { out: _out, ...pull } = pullOptions('http://127.0.0.1:9', '');
    const webhook = await startWebhook({
      secret: 'day-change-secret-0123456789-abcdefghij',
      debounceMs: 10,
      log: (line) => logs.push(line),
      desk: { root, pull, buildCommand: 'true', keep: 2 },
      clock: time.clock,
      timeZone: 'Asia/Dhaka',
      rebuild: (context) => {
        builds.push(context.by);
        return Promise.resolve(null);
      },
    });
    cleanup.push(() => webhook.close());

    await until(() => expect(time.pending()).toBe(1));
    time.advanceTo('2026-12-15T17:59:00Z');
    expect(builds).toEqual([]);
    // 00:00 on 16 December in Dhaka.
    time.advanceTo('2026-12-15T18:00:00Z');
    await until(() => expect(builds).toEqual(['the new day']));
    expect(logs.join('\n')).toContain('a new day (2026-12-16) changes what the website says');
    // The next last day, 19 December: a build at 00:00 on the 20th, whatever came of the first,
    // once the timer is armed again (it reads the live release first).
    await until(() => expect(time.pending()).toBe(1));
    time.advanceTo('2026-12-19T17:59:00Z');
    expect(builds).toHaveLength(1);
    time.advanceTo('2026-12-19T18:00:00Z');
    await until(() => expect(builds).toEqual(['the new day', 'the new day']));
    const status = (await (await fetch(`${webhook.url}/hooks/status`)).json()) as {
      state: string;
    };
    expect(status.state).toBe('idle');
  });
});
