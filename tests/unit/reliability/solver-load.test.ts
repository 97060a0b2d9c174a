// The solver under a busy caller, through the real server, while a person plays (tests/support/solver-load.ts):
// memory and disk stay within their stated bounds, the rule sets of one's own known stay within the cap, every
// request is answered (done, or refused as busy in words), and the live game's hint goes on being answered in every
// burst. The hint's time (its p95 in the bursts within twice its p95 between them) is a speed target, so a
// benchmark checks it, not this test: `npm run bench:load` runs the load bigger, prints the figures and the verdict.

import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUTS } from '../../../src/main/http/request-timeouts';
import { MAX_CUSTOM_RULES } from '../../../src/shared/rules';
import { DISK_CACHE_BUDGET } from '../../../src/main/solver/cache-budget';
import { ensureBuilt } from '../../support/build';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { answerOf, CI_LOAD, runSolverLoad } from '../../support/solver-load';
import { removeDir, tempDir } from '../solver-host/helpers';

/** The server's resident memory stays under this, MiB, whatever is asked of it (docs/reliability.md). */
const MEMORY_BOUND_MIB = 1024;

let server: ServerProcess | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  await ensureBuilt();
  dataDir = await tempDir();
  server = await startServerProcess({ dataDir });
});

afterAll(async () => {
  await server?.kill9();
  await removeDir(dataDir);
});

describe('the solver under load', () => {
  it('keeps memory and disk within their bounds and answers every request and the live hint', async () => {
    const report = await runSolverLoad(server!, dataDir!, CI_LOAD);
    console.log(`solver load: ${JSON.stringify(report)}`);
    expect(report.memory.highWater).toBeLessThan(MEMORY_BOUND_MIB);
    expect(report.diskCache).toBeLessThanOrEqual(DISK_CACHE_BUDGET);
    expect(report.customKnown).toBeLessThanOrEqual(MAX_CUSTOM_RULES);
    const answered = Object.values(report.answers).reduce((a, b) => a + b, 0);
    expect(answered).toBe(CI_LOAD.requests + 4 * CI_LOAD.distributions + CI_LOAD.replays);
    expect(Object.keys(report.answers).every((kind) => kind === 'ok' || kind === 'busy')).toBe(true);
    // Hints were asked and answered while the load ran (the prober stops the run on any refused hint).
    expect(report.loaded.count).toBeGreaterThanOrEqual(CI_LOAD.rounds);
  }, 300_000);

  it('sends a request again when the server closed its kept-alive connection as idle under it', async () => {
    // The load's event loop late by well over the server's keep-alive time (5 s; the server closes the idle
    // connection a little after it), as on a busy CI machine: the pooled connection it then sends on was closed
    // by the server meanwhile ("other side closed").
    expect(await answerOf(server!.url, 'version', [], () => undefined)).toBe('ok');
    // The connection back in the pool first.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const until = Date.now() + 8_000;
    while (Date.now() < until) {
      // busy: nothing else runs on this thread
    }
    const resent: string[] = [];
    expect(await answerOf(server!.url, 'version', [], (why) => resent.push(why))).toBe('ok');
    // "other side closed" or a reset, as the server's close or the request came first.
    expect(resent).toHaveLength(1);
    expect(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']).toContain(resent[0]);
  }, 60_000);

  it('sends a request again when the server answered 408 on a new connection the load wrote nothing on in time', async () => {
    // The load's event loop late just after a new connection opened: the server's headers time (5 s) runs out
    // before the request is written, and Node answers 408 with no body and closes. The `localhost` name makes a
    // new origin, so a new connection; undici tells when it is connected, before it writes the request.
    const url = server!.url.replace('127.0.0.1', 'localhost');
    let stalled = false;
    const stall = (): void => {
      if (stalled) return;
      stalled = true;
      // Well past the server's check of that time (every second), which may itself run late on a busy machine.
      const until =
        Date.now() + REQUEST_TIMEOUTS.headersTimeout + 5 * REQUEST_TIMEOUTS.connectionsCheckingInterval;
      while (Date.now() < until) {
        // busy: nothing else runs on this thread
      }
    };
    subscribe('undici:client:connected', stall);
    try {
      const resent: string[] = [];
      expect(await answerOf(url, 'version', [], (why) => resent.push(why))).toBe('ok');
      expect(stalled).toBe(true);
      expect(resent).toEqual(['HTTP 408']);
    } finally {
      unsubscribe('undici:client:connected', stall);
    }
  }, 60_000);
});
