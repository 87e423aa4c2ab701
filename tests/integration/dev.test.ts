/**
 * The content team's local preview: `astro dev` on a snapshot shows a new `npm run pull`
 * without a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.ts';
import { copyOfSample, editJson, pullFrom, startCms } from '../helpers/snapshot.ts';
import { scratch } from '../helpers/scratch.ts';

/** Polls a page until it holds `text`; the dev server renders on request and may still be starting. */
async function pageShows(url: string, text: string, attempts = 480): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const body = await fetch(url).then(
      (response) => response.text(),
      () => '',
    );
    if (body.includes(text)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const withoutTestRunner = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(
    Object.entries(env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );

let dev: ChildProcess | undefined;
/** Stops the dev server and waits for it to exit: a server still exiting writes Node's compile cache into the temp directory the teardown removes. */
async function stopDev(): Promise<void> {
  if (!dev || dev.exitCode !== null || dev.signalCode !== null) return;
  const exited = once(dev, 'exit');
  dev.kill();
  await exited;
}
afterAll(stopDev);

describe('astro dev', () => {
  it('shows a new pull without a restart', async () => {
    const source = await copyOfSample();
    const cms = await startCms({ snapshotDir: source });
    const snapshot = join(await scratch('dev-'), 'snapshot');
    await pullFrom(cms.url, snapshot);
    const port = await freePort();
    dev = spawn(
      process.execPath,
      // Beside any dev server a developer runs in this checkout: Astro 7 keeps one lock per project
      // (.astro/dev.json) and refuses a second server unless told; nor does it go to the background.
      [
        'node_modules/astro/bin/astro.mjs',
        'dev',
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--ignore-lock',
      ],
      {
        // As a developer starts it: without the test runner's variables (NODE_ENV=test, VITEST…), which Astro reads.
        env: { ...withoutTestRunner(process.env), SNAPSHOT_DIR: snapshot },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let log = '';
    dev.stdout!.on('data', (d) => (log += d));
    dev.stderr!.on('data', (d) => (log += d));
    const home = `http://127.0.0.1:${port}/`;
    try {
      expect(await pageShows(home, 'Meridian Bridge Group'), log).toBe(true);
      await editJson(
        join(source, 'settings.json'),
        (settings) => (settings.site_name = 'Renamed After Pull'),
      );
      await cms.reload();
      await pullFrom(cms.url, snapshot);
      expect(await pageShows(home, 'Renamed After Pull'), log).toBe(true);
    } finally {
      await stopDev();
      await cms.close();
    }
  }, 300_000);
});
