// What the benchmarks that drive the app in a browser share: the check that the app is built, Chromium
// (Debian's, or YACHT_CHROMIUM), and waiting for a rule set's table through the API.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { callApi as call, PROJECT_ROOT, SERVER_SCRIPT } from '../tests/support/server-process';

const RENDERER = path.join(PROJECT_ROOT, 'out', 'renderer', 'index.html');
const CHROMIUM = process.env['YACHT_CHROMIUM'] ?? '/usr/bin/chromium';

/** Throws, saying what to run, unless dist/server.js and the built renderer are there. */
export function checkAppBuilt(): void {
  if (!existsSync(SERVER_SCRIPT) || !existsSync(RENDERER)) {
    throw new Error('dist/server.js or out/renderer is missing: run `npm run build` first');
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    ...(existsSync(CHROMIUM) ? { executablePath: CHROMIUM } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/** Asks the server for the standard table and waits until it is ready (180 s at most). */
export async function standardTableReady(url: string): Promise<void> {
  const start = performance.now();
  const { fingerprint } = await call(url, 'prepareSolver', { variant: 'standard' });
  for (;;) {
    const status = (await call(url, 'solverStatus')).find((s) => s.fingerprint === fingerprint);
    if (status?.error) throw new Error(`the table failed: ${status.error}`);
    if (status?.ready) return;
    if (performance.now() - start > 180_000) throw new Error('the table was not ready within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
