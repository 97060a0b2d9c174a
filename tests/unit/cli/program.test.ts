// The program as a whole: help, and exit code 2 with one line on stderr for bad commands and options.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLES, bundleFiles, ensureBuilt } from '../../support/build';
import { PROJECT_ROOT } from '../../support/server-process';
import { yacht, type CliResult } from '../../support/cli';

beforeAll(ensureBuilt);

/** A usage error: exit code 2, nothing on stdout, exactly one line on stderr, no stack trace. */
function expectUsageError(result: CliResult, message: string | RegExp): void {
  expect(result.code, result.stderr).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr.endsWith('\n')).toBe(true);
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  if (typeof message === 'string') expect(result.stderr.trimEnd()).toBe(message);
  else expect(result.stderr.trimEnd()).toMatch(message);
}

describe.concurrent('yacht', () => {
  it('--help lists the commands and exits 0', async () => {
    const result = await yacht('--help');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: yacht <command> \[options\]/);
    expect(result.stdout).toMatch(/^Commands:$/m);
    expect(result.stdout).toMatch(/^ {2}score \[options\] +list every box five dice may go in/m);
    expect(result.stdout).toMatch(/^ {2}help \[command\]/m);
  });

  it('help score lists the options of score', async () => {
    const result = await yacht('help', 'score');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: yacht score \[options\]/);
    const options = ['--variant <name>', '--second-yacht <setting>', '--joker <mode>', '--sheet <json>'];
    for (const option of [...options, '--dice <faces>', '--json']) expect(result.stdout).toContain(option);
  });

  it('an unknown command exits 2, with a suggestion', async () => {
    expectUsageError(await yacht('scor'), "yacht: unknown command 'scor' (Did you mean score?)");
  });

  it('an unknown option exits 2', async () => {
    expectUsageError(
      await yacht('score', '--dice', '1,1,1,1,1', '--bogus'),
      "yacht: unknown option '--bogus'",
    );
  });

  it('an option without its value exits 2', async () => {
    expectUsageError(await yacht('score', '--dice'), "yacht: option '--dice <faces>' argument missing");
  });

  it('stray arguments exit 2', async () => {
    expectUsageError(
      await yacht('score', 'six', '--dice', '6,6,6,6,6'),
      "yacht: too many arguments for 'score'. Expected 0 arguments but got 1.",
    );
  });

  it('no command at all shows the usage on stderr and exits 2', async () => {
    const result = await yacht();
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^Usage: yacht <command> \[options\]/);
  });

  it('loads for a command its own module only: solve reads no bots, engine, online play or server', async () => {
    await expect(yacht('solve', '--help')).resolves.toMatchObject({ code: 0 });
    const cli = readFileSync(BUNDLES.cli, 'utf8');
    const solve = /\["solve", async \(\) => \(await import\("([^"]+)"\)\)/.exec(cli)?.[1];
    expect(solve, 'the solve command is loaded by import()').toBeDefined();
    // esbuild names each source file in a comment where its code starts.
    const sources = [BUNDLES.cli, path.join(path.dirname(BUNDLES.cli), solve!)]
      .flatMap(bundleFiles)
      .flatMap((file) => [
        ...readFileSync(path.join(PROJECT_ROOT, file), 'utf8').matchAll(/^\/\/ (src\/[^\n]+)$/gm),
      ])
      .map((m) => m[1]!);
    expect(sources).toContain('src/main/cli/solve-command.ts');
    expect(sources).toContain('src/main/solver/host.ts');
    const foreign = sources.filter((file) =>
      /^src\/(shared\/(bots|game|coach|api)|main\/(online|backend|server|sim))\//.test(file),
    );
    expect(foreign).toEqual([]);
  });
});
