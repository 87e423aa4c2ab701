/** The system Chromium the tests, Lighthouse and screenshots drive (none can download its own here). */
import { existsSync } from 'node:fs';
import { browserTestsEnv, readEnv, siteToolsEnv } from '../settings/env.ts';

function installed(path: string, setting: string, aptPackage: string): string {
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install it (Debian/Ubuntu: apt-get install -y ${aptPackage}) or point ${setting} at one.`,
    );
  }
  return path;
}

/** The full browser, as visitors run it: Lighthouse and screenshots. */
export const chromiumPath = (): string =>
  installed(readEnv(siteToolsEnv).CHROMIUM_PATH, 'CHROMIUM_PATH', 'chromium');

/** Chromium's headless shell: the browser tests. */
export const headlessShellPath = (): string =>
  installed(
    readEnv(browserTestsEnv).CHROMIUM_HEADLESS_SHELL_PATH,
    'CHROMIUM_HEADLESS_SHELL_PATH',
    'chromium-headless-shell',
  );

/** Root in CI needs --no-sandbox; the rest keeps Chromium off the (closed) network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
