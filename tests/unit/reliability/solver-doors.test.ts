// The solver's bounds as a caller meets them through the real server: a request whose caller hangs up stops
// its work, and a crowd of requests beyond what may wait is refused as busy (503) in words, never queued for
// good.

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '../../../src/shared/api/contract';
import {
  customFrom,
  makeRules,
  rulesFingerprint,
  rulesFromCustom,
  type CustomRules,
} from '../../../src/shared/rules';
import { ensureBuilt } from '../../support/build';
import { callApi, startServerProcess, type ServerProcess } from '../../support/server-process';
import { removeDir, tempDir } from '../solver-host/helpers';

const dirs: string[] = [];
const servers: ServerProcess[] = [];

/** Standard with a bonus of its own: each solve takes a good part of a second. */
function ownStandard(points: number): CustomRules {
  return { ...customFrom(makeRules('standard'), `Bonus ${points}`), bonus: { threshold: 63, points } };
}

/** Classic with a yacht of its own: no bonus to carry, so each solve is quick. */
function quickClassic(yacht: number): CustomRules {
  return { ...customFrom(makeRules('classic'), `Yacht ${yacht}`), yacht };
}

async function server(): Promise<{ url: string; dataDir: string }> {
  const dataDir = await tempDir();
  dirs.push(dataDir);
  const started = await startServerProcess({ dataDir });
  servers.push(started);
  return { url: started.url, dataDir };
}

/** A raw call, for its HTTP status and body, abortable. */
async function post(url: string, route: string, args: unknown[], signal?: AbortSignal): Promise<Response> {
  return fetch(new URL(route, url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ args }),
    ...(signal ? { signal } : {}),
  });
}

beforeAll(async () => {
  await ensureBuilt();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill9()));
  await Promise.all(dirs.map(removeDir));
});

describe('the solver through the server', () => {
  it('stops the work of a caller who hangs up, and goes on with the next', async () => {
    const { url, dataDir } = await server();
    const left = ownStandard(41);
    const controller = new AbortController();
    const hungUp = post(
      url,
      apiContract.variantDistribution.path,
      [{ variant: 'standard', custom: left }],
      controller.signal,
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    controller.abort();
    await expect(hungUp).rejects.toThrow();
    // The next one is answered, and nothing of the one left behind was kept.
    const next = await callApi(url, 'variantDistribution', { variant: 'standard', custom: ownStandard(42) });
    expect(next.facts.expected).toBeGreaterThan(200);
    const files = await readdir(path.join(dataDir, 'solver'));
    const fingerprint = rulesFingerprint(rulesFromCustom(left));
    expect(files.filter((f) => f.startsWith(fingerprint))).toEqual([]);
    expect(files.some((f) => f.startsWith(rulesFingerprint(rulesFromCustom(ownStandard(42)))))).toBe(true);
  }, 120_000);

  it('refuses requests beyond what may wait as busy (503), in words; the others are answered', async () => {
    const { url } = await server();
    // A long solve asked for ahead of time holds the solver (seen under way), so the twelve quick requests from
    // a screen all find it busy however slowly they arrive: eight wait, four are refused at once.
    const running = { variant: 'standard' as const, custom: ownStandard(50) };
    await callApi(url, 'prepareSolver', running);
    const fingerprint = rulesFingerprint(rulesFromCustom(running.custom));
    await expect
      .poll(
        async () => {
          const status = (await callApi(url, 'solverStatus')).find((s) => s.fingerprint === fingerprint);
          return status !== undefined && status.progress > 0 && !status.ready;
        },
        { timeout: 60_000, interval: 20 },
      )
      .toBe(true);
    const asked = Array.from({ length: 12 }, (_, i) =>
      post(url, apiContract.variantDistribution.path, [{ variant: 'classic', custom: quickClassic(51 + i) }]),
    );
    const answers = await Promise.all(
      asked.map(async (r) => {
        const response = await r;
        return {
          status: response.status,
          body: (await response.json()) as { ok: boolean; error?: { kind: string; message: string } },
        };
      }),
    );
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBe(4);
    for (const b of busy) {
      expect(b.body.error).toEqual({
        kind: 'busy',
        message: 'the solver already has 8 requests waiting: ask again once they are done',
      });
    }
    expect(answers.filter((a) => a.status === 200)).toHaveLength(8);
  }, 120_000);
});
