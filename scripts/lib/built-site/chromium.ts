/** The system Chromium the browser tests and Lighthouse drive (neither can download its own here). */
import { existsSync } from 'node:fs';
import { readEnv, siteToolsEnv } from '../settings/env.ts';

export function chromiumPath(): string {
  const path = readEnv(siteToolsEnv).CHROMIUM_PATH;
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install one (Debian/Ubuntu: apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
    );
  }
  return path;
}

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
