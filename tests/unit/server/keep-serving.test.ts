// A rejection nobody handled, in a real Node process: with keepServingOnUnhandledRejection the process tells it
// (stack and all) and goes on; without it, Node ends the process (which is what took a loaded server down).

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Runs a script that (maybe) keeps serving, then leaves a rejection unhandled and goes on for 50 ms. */
async function runScript(keepServing: boolean): Promise<{ code: number; stdout: string; stderr: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'yacht-keep-serving-'));
  dirs.push(dir);
  const entry = path.join(dir, 'entry.ts');
  const keep = path.resolve(import.meta.dirname, '../../../src/main/runtime/keep-serving.ts');
  await writeFile(
    entry,
    `import { keepServingOnUnhandledRejection } from ${JSON.stringify(keep)};
     ${keepServing ? "keepServingOnUnhandledRejection((m) => console.error('log: ' + m));" : ''}
     void Promise.reject(new Error('a table went wrong'));
     setTimeout(() => console.log('still here'), 50);`,
  );
  const out = path.join(dir, 'entry.mjs');
  await build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  try {
    const { stdout, stderr } = await run(process.execPath, [out]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('keepServingOnUnhandledRejection', () => {
  it('logs the rejection with its stack and keeps the process going', async () => {
    const { code, stdout, stderr } = await runScript(true);
    expect(code).toBe(0);
    expect(stdout).toContain('still here');
    expect(stderr).toMatch(
      /log: unexpected failure \(still serving; please report it\): Error: a table went wrong\n\s+at /,
    );
  });

  it('is what keeps it going: without it Node ends the process', async () => {
    const { code, stdout, stderr } = await runScript(false);
    expect(code).not.toBe(0);
    expect(stdout).not.toContain('still here');
    expect(stderr).toContain('a table went wrong');
  });
});
