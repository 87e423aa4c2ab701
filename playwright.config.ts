import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/built-site/chromium.ts';
import { browserTestsEnv, readEnv } from './scripts/lib/settings/env.ts';

/**
 * Browser tests against production builds of the test sites (tests/sites/sites.ts), which the
 * global setup builds once and serves as Netlify serves them (its headers, pretty URLs and 404).
 * Playwright cannot download its own browser here, so it drives the system Chromium.
 */
const executablePath = chromiumPath();

const PORT = readEnv(browserTestsEnv).E2E_PORT;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  globalSetup: './tests/e2e/global-setup.ts',
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
});
