// E2E: the browser lane (tests/e2e/*.spec.ts) drives the built renderer served by dist/server.js in
// Debian's Chromium, one fresh server and data directory per test (tests/e2e/fixtures.ts); the Electron
// lane (tests/e2e/electron/*.spec.ts) runs out/main/index.js where the Electron binary exists and skips
// where it does not. `npm run test:e2e` builds first.

import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Playwright's own browser downloads are not used: Debian's chromium (scripts/setup.sh installs it).
const chromium = process.env['YACHT_CHROMIUM'] ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env['CI'],
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 860 },
    // No tumbling dice: steadier screenshots, and less work for a machine with two cores.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'browser',
      testIgnore: /electron\//,
      use: {
        browserName: 'chromium',
        launchOptions: {
          ...(existsSync(chromium) ? { executablePath: chromium } : {}),
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        },
      },
    },
    { name: 'electron', testMatch: /electron\/.*\.spec\.ts/ },
  ],
});
