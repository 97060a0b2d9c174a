// `yacht host` as players meet it: the real process (the built CLI, a data directory of its own, 127.0.0.1 on a
// free port) prints a table's link; a joiner at a computer and one on a phone open it in Chromium (it once
// answered 404: the host looked for its pages one folder too high), take seats by name, the game starts by
// itself once the last open seat is taken, each plays a turn (roll, then a box), and the Medium bot plays its.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Page } from '@playwright/test';
import { YACHT_BIN } from '../support/build';
import { exited, PROJECT_ROOT } from '../support/server-process';
import { expectNoViolations } from './support/a11y';
import { expectNoBlankScroll } from './support/layout';
import { readPad } from './support/table';
import { expect, screenshot, test } from './fixtures';

interface HostProcess {
  readonly child: ChildProcess;
  readonly link: string;
  readonly output: string[];
}

/** A port free on 127.0.0.1 just now (the host is given it as a person gives --port). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Starts `yacht host` and resolves with the first table's link, once it prints it. */
function startHost(args: readonly string[]): Promise<HostProcess> {
  const child = spawn(process.execPath, [YACHT_BIN, 'host', ...args], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const fail = (why: string): void => {
      child.kill('SIGKILL');
      reject(new Error(`yacht host ${why}:\n${output.join('\n')}`));
    };
    const timer = setTimeout(() => fail('printed no table within 30 s'), 30_000);
    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const link = /^table [A-Z0-9]{6} \(lobby\): (\S+)$/.exec(line)?.[1];
      if (link !== undefined) {
        clearTimeout(timer);
        resolve({ child, link, output });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(`exited (${code ?? signal}) before it printed a table`);
    });
  });
}

/** Whose turn the page shows, and in which round. */
async function turnShown(page: Page): Promise<string> {
  const banner = page.getByTestId('turn-banner');
  return `${await banner.getAttribute('data-seat')} ${await banner.locator('.turn-round').textContent()}`;
}

/** This page's turn: rolls once and writes the dice in the box worth most; resolves once the turn has passed. */
async function playTurn(page: Page): Promise<void> {
  await expect(page.getByTestId('roll')).toBeEnabled({ timeout: 20_000 });
  const before = await turnShown(page);
  await page.getByTestId('roll').click();
  await expect(page.getByTestId('rolls-left')).toHaveText('2 rolls left');
  const open = (await readPad(page)).filter((row) => !row.disabled);
  const best = open.reduce((top, row) => ((row.points ?? 0) > (top.points ?? 0) ? row : top));
  // Classic's Choice always scores: the box worth most is never a scratch (which would ask to be pressed twice).
  expect(best.points).toBeGreaterThan(0);
  await page.getByTestId(`pad-${best.box}`).click();
  await expect.poll(() => turnShown(page), { timeout: 20_000 }).not.toBe(before);
}

test('a joiner at a computer and one on a phone open a `yacht host` link, take seats and play a turn each', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-e2e-host-'));
  const port = await freePort();
  const host = await startHost([
    '--data-dir',
    dataDir,
    '--address',
    '127.0.0.1',
    '--port',
    String(port),
    '--variant',
    'classic',
    '--seats',
    'open,open,medium',
  ]);
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    expect(host.link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/#/join/[A-Z0-9]{6}$`));
    // No word that the pages are missing: they were found beside the CLI.
    expect(host.output.filter((line) => line.includes('not built'))).toEqual([]);

    const ann = await desk.newPage();
    const page = await ann.goto(host.link);
    expect(page?.status()).toBe(200);
    await expect(ann.getByRole('heading', { name: 'Choose a seat' })).toBeVisible();
    await ann.getByTestId('joiner-name').fill('Ann');
    await ann.getByTestId('sit-0').click();
    await expect(ann.getByRole('heading', { name: 'Waiting for the host to start' })).toBeVisible();

    const ben = await phone.newPage();
    await ben.goto(host.link);
    await expect(ben.getByRole('heading', { name: 'Choose a seat' })).toBeVisible();
    await expectNoViolations(ben, 'the join page served by yacht host (phone)');
    await screenshot(ben, 'online-host-join-phone');
    await ben.getByTestId('joiner-name').fill('Ben');
    // The last open seat taken: the host starts the game by itself, Ann first.
    await ben.getByTestId('sit-1').click();
    await expect(ann.getByTestId('turn-banner')).toBeVisible({ timeout: 20_000 });
    await expect(ben.getByTestId('turn-banner')).toBeVisible();
    await expect(ann.locator('.turn-round')).toHaveText('Round 1 of 12');

    await playTurn(ann);
    await screenshot(ann, 'online-host-game-1280x800');
    await playTurn(ben);
    // The Medium bot plays its turn, and it is Ann's again.
    await expect(ann.locator('.turn-round')).toHaveText('Round 2 of 12', { timeout: 20_000 });
    await expect(ben.locator('.turn-round')).toHaveText('Round 2 of 12');
    await screenshot(ben, 'online-host-game-phone');
    await ann.setViewportSize({ width: 800, height: 900 });
    await expectNoBlankScroll(ann, 'the joined game served by yacht host at 800×900');
    await screenshot(ann, 'online-host-game-800x900');
  } finally {
    await desk.close();
    await phone.close();
    host.child.kill('SIGTERM');
    await exited(host.child);
    await rm(dataDir, { recursive: true, force: true });
  }
});
