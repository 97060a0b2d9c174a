// The Electron lane: the packaged main process (out/main/index.js) with its sandboxed preload opens the
// window, the page reaches the backend through window.yacht alone, and the new-game page appears. Runs
// where the Electron binary exists (and a display does); skips, saying why, where it does not.

import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const MAIN = path.join(ROOT, 'out', 'main', 'index.js');

/**
 * The Electron executable, or null where its binary was never downloaded. It reads the package's path.txt
 * as scripts/start.mjs does: require('electron') would try to download a missing binary.
 */
function electronBinary(): string | null {
  let packageDir: string;
  try {
    packageDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = path.join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH'];
  if (!override && !relative) return null;
  const binary = override
    ? path.join(override, relative || 'electron')
    : path.join(packageDir, 'dist', relative);
  return existsSync(binary) ? binary : null;
}

const binary = electronBinary();
const noDisplay = process.platform === 'linux' && !process.env['DISPLAY'] && !process.env['WAYLAND_DISPLAY'];

const skipReason =
  binary === null
    ? 'Electron binary not available on this machine'
    : noDisplay
      ? 'Electron needs a display here: run under xvfb-run'
      : null;

test('the packaged app opens the new-game page over the preload bridge', async () => {
  if (skipReason !== null) {
    // The list reporter does not print skip reasons: say it here too.
    console.log(`Skipped: ${skipReason}`);
    test.skip(true, skipReason);
  }
  expect(existsSync(MAIN), 'out/main/index.js is built (npm run build)').toBe(true);
  const dataHome = await mkdtemp(path.join(tmpdir(), 'yacht-electron-'));
  // The built renderer (app://), never a dev server.
  const { ELECTRON_RENDERER_URL: _devServer, ...env } = process.env;
  const app = await electron.launch({
    executablePath: binary ?? undefined,
    args: [MAIN],
    // userData (where the app keeps games and settings) lives under XDG_CONFIG_HOME on Linux: a fresh one.
    env: { ...env, XDG_CONFIG_HOME: dataHome, XDG_DATA_HOME: dataHome },
  });
  try {
    const page = await app.firstWindow();
    await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible({ timeout: 30_000 });
    // The page has the narrow bridge and nothing of Node or Electron.
    const shape = await page.evaluate(() => {
      const w = window as unknown as { yacht?: { version?: unknown }; require?: unknown; process?: unknown };
      return { bridge: typeof w.yacht?.version, require: typeof w.require, process: typeof w.process };
    });
    expect(shape).toEqual({ bridge: 'function', require: 'undefined', process: 'undefined' });
    await expect(page.getByTestId('start-game')).toBeEnabled();
  } finally {
    await app.close();
    await rm(dataHome, { recursive: true, force: true });
  }
});
