import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_FLAGS,
  chromiumPath,
  headlessShellPath,
} from './scripts/lib/built-site/chromium.ts';
import { browserTestsEnv, readEnv } from './scripts/lib/settings/env.ts';
import { freePort } from './tests/helpers/free-port.ts';

/**
 * Browser tests against production builds of the test sites (tests/sites/sites.ts), which the
 * global setup builds once and serves as Netlify serves them (its headers, pretty URLs and 404).
 * Playwright cannot download its own browser here, so it drives the system Chromium's headless
 * shell, which spends half the full browser's CPU per page; tests tagged `@pdf-viewer` need the
 * full browser, whose viewer shows a PDF in a frame where the shell downloads it. A failed test
 * runs once more, recording a trace; passing then still fails the run.
 */
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };
const PDF_VIEWER = /@pdf-viewer/;

// Unset, a port free when the run starts: the workers load this file again and find it in the
// environment they inherit, and two runs on one machine (two clones' `npm test`) never meet.
const PORT = readEnv(browserTestsEnv).E2E_PORT || (await freePort());
process.env.E2E_PORT = String(PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // Tracing every test costs a fifth of the tier's CPU: only the retry of a failure records one.
  retries: 1,
  failOnFlakyTests: true,
  globalSetup: './tests/e2e/global-setup.ts',
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      grepInvert: PDF_VIEWER,
      use: {
        ...desktop,
        launchOptions: { executablePath: headlessShellPath(), args: CHROMIUM_FLAGS },
      },
    },
    {
      name: 'chromium with its PDF viewer',
      grep: PDF_VIEWER,
      use: { ...desktop, launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS } },
    },
  ],
});
