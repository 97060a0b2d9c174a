// The app's icon and its packaging, as far as they can be checked on a machine without the Electron binary:
// the icon files at the sizes named, electron-builder's configuration valid and pointing at files that exist,
// the worker found outside the asar archive, and `npm run dist` saying why it cannot build where it cannot.

import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { outsideAsar } from '../../../src/main/worker-script';
import { DIST, ensureBuilt } from '../../support/build';
import { PROJECT_ROOT } from '../../support/server-process';

const run = promisify(execFile);
const resource = (...parts: string[]): string => path.join(PROJECT_ROOT, 'resources', ...parts);
/** The sizes a desktop app needs: Linux's icon set, 256 for Windows, 1024 for macOS. */
const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface BuilderConfig {
  /** As electron-builder normalises it: patterns, or groups of them. */
  readonly files: readonly (string | { filter: readonly string[] })[];
  readonly extraResources: readonly { from: string; to: string }[];
  readonly linux: { target: readonly string[]; icon: string };
  readonly win: { target: readonly string[]; icon: string };
  readonly mac: { target: readonly string[]; icon: string };
  readonly asarUnpack: readonly string[];
}

async function builderConfig(): Promise<BuilderConfig> {
  const { getConfig } = (await import('app-builder-lib/out/util/config/config')) as {
    getConfig(dir: string, file: string | null, options: null): Promise<unknown>;
  };
  return (await getConfig(PROJECT_ROOT, 'electron-builder.yml', null)) as BuilderConfig;
}

describe('the app icon', () => {
  it('has one source, an SVG', () => {
    const svg = readFileSync(resource('icon.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1024 1024">/);
  });

  it.each(SIZES)('is drawn at %i px', (size) => {
    expect(pngSize(resource('icons', `${size}x${size}.png`))).toEqual({ width: size, height: size });
  });
});

describe('the packaging configuration (electron-builder.yml)', () => {
  it('passes electron-builder’s own validation', async () => {
    const { validateConfiguration } = (await import('app-builder-lib/out/util/config/config')) as {
      validateConfiguration(config: unknown, logger: unknown): Promise<void>;
    };
    const { DebugLogger } = (await import('builder-util')) as { DebugLogger: new (on: boolean) => unknown };
    const config = await builderConfig();
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    // A broken one is refused: the check checks.
    await expect(
      validateConfiguration(
        { ...config, linux: { target: 'flatpak-please', nonsense: 1 } },
        new DebugLogger(false),
      ),
    ).rejects.toThrow(/Invalid configuration/);
  });

  it('builds for Linux (AppImage and .deb), Windows and macOS, with icons that exist', async () => {
    const config = await builderConfig();
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg', 'zip']);
    expect(existsSync(path.join(PROJECT_ROOT, config.linux.icon))).toBe(true);
    expect(pngSize(path.join(PROJECT_ROOT, config.win.icon)).width).toBeGreaterThanOrEqual(256);
    expect(pngSize(path.join(PROJECT_ROOT, config.mac.icon)).width).toBeGreaterThanOrEqual(512);
    for (const extra of config.extraResources)
      expect(existsSync(path.join(PROJECT_ROOT, extra.from))).toBe(true);
    // What the main process starts: the built app and the Node bundles, the worker unpacked from the archive.
    const files = config.files.flatMap((f) => (typeof f === 'string' ? [f] : f.filter));
    expect(files).toEqual(expect.arrayContaining(['out/**', 'dist/**']));
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['dist/*.cjs', 'dist/chunks/*.js']));
  });

  it('unpacks every file a worker thread loads: the worker scripts, each one file that imports nothing', async () => {
    await ensureBuilt();
    const config = await builderConfig();
    const unpacked = (file: string): boolean =>
      config.asarUnpack.some((pattern) => {
        const [dir, name] = [path.posix.dirname(pattern), path.posix.basename(pattern)];
        return path.posix.dirname(file) === dir && name.startsWith('*.') && file.endsWith(name.slice(1));
      });
    for (const worker of ['solver-worker', 'analysis-worker', 'sim-worker']) {
      const script = path.join(DIST, `${worker}.cjs`);
      expect(unpacked(path.relative(PROJECT_ROOT, script)), worker).toBe(true);
      // A local require or import would be a file left in the archive, where the thread cannot read it.
      expect(readFileSync(script, 'utf8')).not.toMatch(/require\(["']\.{1,2}\/|from ["']\.{1,2}\//);
    }
  });

  it('starts the solver worker from the unpacked copy beside app.asar', () => {
    const packed = path.join('/opt', 'Yacht', 'resources', 'app.asar', 'dist', 'solver-worker.cjs');
    const unpacked = path.join(
      '/opt',
      'Yacht',
      'resources',
      'app.asar.unpacked',
      'dist',
      'solver-worker.cjs',
    );
    expect(outsideAsar(packed, (file) => file === unpacked)).toBe(unpacked);
    expect(outsideAsar(packed, () => false)).toBe(packed);
    expect(outsideAsar('/work/dist/solver-worker.cjs', () => true)).toBe('/work/dist/solver-worker.cjs');
  });
});

describe('npm run dist', () => {
  const electronHere = existsSync(path.join(PROJECT_ROOT, 'node_modules', 'electron', 'path.txt'));

  it.skipIf(electronHere)('says clearly that it cannot package without the Electron binary', async () => {
    const failed = await run(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'dist.mjs')], {
      cwd: PROJECT_ROOT,
    }).catch((error: unknown) => error as { code: number; stderr: string });
    expect('code' in failed && failed.code).toBe(1);
    expect((failed as { stderr: string }).stderr).toMatch(
      /^npm run dist: the app cannot be packaged on this machine: the Electron binary is not available \(its binary was never downloaded\)\./,
    );
  });
});
