// Where the built pages are found from the bundle that serves them: a checkout's dist/ bundles (the CLI's
// `yacht host` runs from a chunk in dist/chunks/, which once looked in dist/out/renderer), Electron's out/main/,
// and the packaged app (bundles unpacked beside app.asar, the pages inside it). Missing: one line naming every
// folder tried.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRendererRoot, findRendererRoot } from '../../../src/main/server/renderer-root';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fake file system holding exactly these files. */
const holding =
  (...files: string[]) =>
  (file: string): boolean =>
    files.includes(file);
const url = (file: string): string => pathToFileURL(file).href;

describe('findRendererRoot', () => {
  it('finds out/renderer of a checkout from dist/, dist/chunks/, dist/bench/ and out/main/', () => {
    const exists = holding('/yacht/out/renderer/index.html');
    for (const bundle of [
      '/yacht/dist/cli.js',
      '/yacht/dist/server.js',
      '/yacht/dist/chunks/host-KC3YKN6O.js',
      '/yacht/dist/bench/online-load.js',
      '/yacht/out/main/index.js',
    ]) {
      expect(findRendererRoot(url(bundle), exists), bundle).toEqual({
        kind: 'found',
        root: '/yacht/out/renderer',
      });
    }
  });

  it('finds the pages inside app.asar from a bundle unpacked beside it, and from the packed main', () => {
    const resources = '/opt/Yacht/resources';
    const exists = holding(`${resources}/app.asar/out/renderer/index.html`);
    for (const bundle of [
      `${resources}/app.asar.unpacked/dist/cli.js`,
      `${resources}/app.asar.unpacked/dist/chunks/host-KC3YKN6O.js`,
      `${resources}/app.asar/out/main/index.js`,
    ]) {
      expect(findRendererRoot(url(bundle), exists), bundle).toEqual({
        kind: 'found',
        root: `${resources}/app.asar/out/renderer`,
      });
    }
  });

  it('says in one line every folder it looked in when none holds index.html', () => {
    const found = findRendererRoot(url('/yacht/dist/chunks/host-KC3YKN6O.js'), holding());
    expect(found).toEqual({
      kind: 'missing',
      looked: ['/yacht/dist/out/renderer', '/yacht/out/renderer', '/yacht/dist/renderer'],
      message:
        "the app's pages are not built: no index.html in /yacht/dist/out/renderer, /yacht/out/renderer, " +
        '/yacht/dist/renderer (npm run build builds them)',
    });
  });

  it('never takes a folder without index.html (assets alone are not the pages)', () => {
    const exists = holding('/yacht/out/renderer/assets/index.js', '/yacht/dist/out/renderer/index.html');
    // The first layout that holds index.html wins, in order.
    expect(findRendererRoot(url('/yacht/dist/chunks/x.js'), exists)).toEqual({
      kind: 'found',
      root: '/yacht/dist/out/renderer',
    });
  });

  it('finds the real pages of a checkout laid out on disk, from the CLI chunk', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'yacht-renderer-'));
    dirs.push(root);
    await mkdir(path.join(root, 'dist', 'chunks'), { recursive: true });
    await mkdir(path.join(root, 'out', 'renderer'), { recursive: true });
    await writeFile(path.join(root, 'out', 'renderer', 'index.html'), '<!doctype html>');
    const chunk = path.join(root, 'dist', 'chunks', 'host-ABC.js');
    expect(findRendererRoot(url(chunk))).toEqual({ kind: 'found', root: path.join(root, 'out', 'renderer') });
  });
});

describe('checkRendererRoot (--root)', () => {
  it('takes a folder holding index.html, and refuses another in one line', () => {
    expect(checkRendererRoot('/srv/pages', holding('/srv/pages/index.html'))).toEqual({
      kind: 'found',
      root: '/srv/pages',
    });
    const missing = checkRendererRoot('/srv/empty', holding());
    expect(missing.kind === 'missing' && missing.message).toBe(
      "--root: no index.html in /srv/empty (name the built pages' folder, out/renderer after npm run build)",
    );
  });
});
