import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/built-site/chromium.ts';

/**
 * Browser tests against the production build in dist-test/ (npm run test:e2e builds it),
 * served as Netlify serves it (scripts/serve.ts: its headers, pretty URLs and 404).
 * Playwright cannot download its own browser here, so it drives the system Chromium.
 */
const executablePath = chromiumPath();

const PORT = Number(process.env.E2E_PORT || 4329);
// Another folder lets two people run the browser tests on one machine at once.
const DIST = process.env.E2E_DIST || 'dist-test';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
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
      testIgnore: /publish\.spec\.ts/,
    },
    // The publish page's tests build the site: they run once the others are done, so the
    // build's load does not slow them.
    {
      name: 'publish',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /publish\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: `node scripts/serve.ts --dir ${DIST} --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
