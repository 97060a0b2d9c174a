// The solver under a busy caller, through the real server, while a person plays (tests/support/solver-load.ts):
// memory and disk stay within their stated bounds, the rule sets of one's own known stay within the cap, every
// request is answered (done, or refused as busy in words), and the live game's hint stays within twice its time
// with nothing else going on. `npm run bench:load` runs it bigger and prints the figures.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CUSTOM_RULES } from '../../../src/shared/rules';
import { DISK_CACHE_BUDGET } from '../../../src/main/solver/cache-budget';
import { ensureBuilt } from '../../support/build';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { CI_LOAD, runSolverLoad } from '../../support/solver-load';
import { removeDir, tempDir } from '../solver-host/helpers';

/** The server's resident memory stays under this, MiB, whatever is asked of it (docs/reliability.md). */
const MEMORY_BOUND_MIB = 1024;

let server: ServerProcess | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  await ensureBuilt();
});

afterAll(async () => {
  await server?.kill9();
  await removeDir(dataDir);
});

describe('the solver under load', () => {
  it('keeps memory, disk and the coach’s time within their bounds', async () => {
    dataDir = await tempDir();
    server = await startServerProcess({ dataDir });
    const report = await runSolverLoad(server, dataDir, CI_LOAD);
    console.log(`solver load: ${JSON.stringify(report)}`);
    expect(report.memory.highWater).toBeLessThan(MEMORY_BOUND_MIB);
    expect(report.diskCache).toBeLessThanOrEqual(DISK_CACHE_BUDGET);
    expect(report.customKnown).toBeLessThanOrEqual(MAX_CUSTOM_RULES);
    const answered = Object.values(report.answers).reduce((a, b) => a + b, 0);
    expect(answered).toBe(CI_LOAD.requests + 4 * CI_LOAD.distributions + CI_LOAD.replays);
    expect(Object.keys(report.answers).every((kind) => kind === 'ok' || kind === 'busy')).toBe(true);
    expect(report.loaded.p95).toBeLessThanOrEqual(2 * report.idle.p95);
  }, 300_000);
});
