// `yacht host` serves the join page to joiners' browsers wherever it was installed from: here a copy of a
// checkout's built CLI laid out in another folder (dist/ with its chunks, out/renderer beside it), run as a
// process. It once looked one folder too high (dist/out/renderer) and every link answered 404. --root names
// the pages' folder; a --root without index.html is refused with one line; pages that cannot be found are
// said in one line naming every folder tried, and the tables still open.

import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST, ensureBuilt, YACHT_BIN } from '../../support/build';
import { runYacht } from '../../support/cli';
import { lockDataDir } from '../../../src/main/storage/data-dir-lock';
import { PROJECT_ROOT } from '../../support/server-process';
import { clearedAfterEach } from '../../support/leftovers';

beforeAll(ensureBuilt);

const PAGE = '<!doctype html><title>Yacht (test page)</title>';

const { children, dirs } = clearedAfterEach();

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** A copy of the built CLI as a checkout holds it, in a folder of its own (its packages linked). */
async function installedCopy(withPages: boolean): Promise<string> {
  const root = await tempDir('yacht-install-');
  await cp(DIST, path.join(root, 'dist'), {
    recursive: true,
    filter: (file) => !file.endsWith('.map') && !file.includes(`${path.sep}bench`),
  });
  await cp(path.join(PROJECT_ROOT, 'package.json'), path.join(root, 'package.json'));
  await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  if (withPages) {
    await mkdir(path.join(root, 'out', 'renderer'), { recursive: true });
    await writeFile(path.join(root, 'out', 'renderer', 'index.html'), PAGE);
  }
  return root;
}

/** Starts `node <script> host ...` and resolves with the first table's link and everything it printed. */
function host(script: string, args: readonly string[]): Promise<{ link: string; lines: string[] }> {
  const child = spawn(process.execPath, [script, 'host', ...args], { cwd: tmpdir() });
  children.push(child);
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no table line:\n${lines.join('\n')}`)), 30_000);
    createInterface({ input: child.stderr! }).on('line', (line) => lines.push(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const link = /^table [A-Z0-9]{6} \(lobby\): (\S+)$/.exec(line)?.[1];
      if (link !== undefined) {
        clearTimeout(timer);
        resolve({ link, lines });
      }
    });
    child.once('exit', (code) => reject(new Error(`exited ${code ?? '?'}:\n${lines.join('\n')}`)));
  });
}

async function page(link: string, at = '/'): Promise<{ status: number; type: string | null; body: string }> {
  const response = await fetch(new URL(at, link));
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('yacht host serves the join page', () => {
  it('from a checkout installed in another folder: out/renderer beside dist/', async () => {
    const install = await installedCopy(true);
    const data = await tempDir('yacht-host-data-');
    const { link } = await host(path.join(install, 'dist', 'cli.js'), ['--data-dir', data]);
    // The join link itself (#/join/CODE is the page's own route) and an unknown file.
    expect(await page(link)).toEqual({ status: 200, type: 'text/html; charset=utf-8', body: PAGE });
    expect((await page(link, '/assets/none.js')).status).toBe(404);
  }, 60_000);

  it('from --root, and refuses a --root without index.html in one line (exit 2)', async () => {
    const pages = await tempDir('yacht-pages-');
    await writeFile(path.join(pages, 'index.html'), PAGE);
    const data = await tempDir('yacht-host-data-');
    const { link } = await host(YACHT_BIN, ['--data-dir', data, '--root', pages]);
    expect(await page(link)).toMatchObject({ status: 200, body: PAGE });

    const empty = await tempDir('yacht-pages-');
    const refused = await runYacht(['host', '--data-dir', data, '--root', empty], { timeoutMs: 20_000 });
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toBe(
      `yacht: --root: no index.html in ${empty} (name the built pages' folder, out/renderer after npm run build)\n`,
    );
  }, 60_000);

  it('says in one line where it looked when no pages are built, and opens its tables all the same', async () => {
    const install = await installedCopy(false);
    const data = await tempDir('yacht-host-data-');
    const { link, lines } = await host(path.join(install, 'dist', 'cli.js'), ['--data-dir', data]);
    const looked = [
      path.join(install, 'dist', 'out', 'renderer'),
      path.join(install, 'out', 'renderer'),
      path.join(install, 'dist', 'renderer'),
    ];
    expect(lines).toContain(
      `yacht host: the app's pages are not built: no index.html in ${looked.join(', ')} (npm run build ` +
        `builds them); joiners' browsers get no page (--root DIR names the folder)`,
    );
    expect((await page(link)).status).toBe(404);
  }, 60_000);

  it('on a data directory another process holds, says only that, pages or no pages', async () => {
    const install = await installedCopy(false);
    const data = await tempDir('yacht-host-data-');
    const lock = await lockDataDir(data);
    try {
      const held = await runYacht(['host', '--data-dir', data], {
        timeoutMs: 20_000,
        bin: path.join(install, 'dist', 'cli.js'),
      });
      expect(held.code, held.stderr).toBe(2);
      expect(held.stderr.trimEnd().split('\n')).toEqual([
        expect.stringMatching(/^yacht: the data directory /),
      ]);
    } finally {
      await lock.release();
    }
  }, 60_000);
});
