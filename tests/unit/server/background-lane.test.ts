// The calls a game being played never waits behind take turns: one piece of their work at a time, each after
// the event loop has gone round, so that a game's call that came meanwhile goes first.

import { describe, expect, it } from 'vitest';
import { apiContract, BACKGROUND_METHODS, type YachtApi } from '../../../src/shared/api/contract';
import { dispatch } from '../../../src/shared/api/dispatch';
import { BackgroundLane } from '../../../src/main/runtime/background-lane';

/** Keeps this thread busy for `ms`, as a large answer's check does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning
  }
}

describe('BackgroundLane', () => {
  it('runs one piece at a time, letting what came meanwhile go between two pieces', async () => {
    const lane = new BackgroundLane();
    const order: string[] = [];
    const pieces = [1, 2, 3].map((n) =>
      lane.turn(() => {
        order.push(`piece ${n}`);
        // A game's call arrives while the first piece runs.
        if (n === 1) setImmediate(() => order.push('game call'));
        busy(20);
        return n;
      }),
    );
    expect(await Promise.all(pieces)).toEqual([1, 2, 3]);
    expect(order).toEqual(['piece 1', 'game call', 'piece 2', 'piece 3']);
  });

  it('goes on after a piece that failed', async () => {
    const lane = new BackgroundLane();
    const failed = lane.turn(() => {
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    await expect(lane.turn(() => 'next')).resolves.toBe('next');
  });

  it('gives a turn only to the calls that look at other games, rule sets and files', () => {
    const lane = new BackgroundLane();
    expect(lane.turnOf('replayGame')).toBe(lane.turn);
    expect(lane.turnOf('prepareSolver')).toBe(lane.turn);
    for (const method of ['act', 'coachHint', 'getGame', 'undo', 'coachGrades'] as const) {
      expect(BACKGROUND_METHODS.has(method)).toBe(false);
      expect(lane.turnOf(method)).toBeUndefined();
    }
  });
});

describe('dispatch', () => {
  it('checks a kept answer given again once, and answers the same checked object', async () => {
    const kept = await dispatch({ version: async () => '1.0.0' } as unknown as YachtApi, 'version', []);
    expect(kept).toBe('1.0.0');
    const answer = { fileName: 'a.yacht.json', text: '{}' };
    let calls = 0;
    const api = {
      exportGame: async () => {
        calls++;
        return answer;
      },
    } as unknown as YachtApi;
    const first = await dispatch(api, 'exportGame', ['g-1']);
    const second = await dispatch(api, 'exportGame', ['g-1']);
    expect(calls).toBe(2);
    expect(second).toBe(first);
    expect(apiContract.exportGame.result.parse(first)).toEqual(answer);
  });

  it('takes its turns for the argument check and the answer, never while it waits for the answer', async () => {
    const turns: string[] = [];
    let release = (): void => undefined;
    const api = {
      exportGame: () =>
        new Promise((resolve) => {
          turns.push('working');
          release = () => resolve({ fileName: 'a.yacht.json', text: '{}' });
        }),
    } as unknown as YachtApi;
    const turn = async <T>(work: () => T): Promise<T> => {
      turns.push('turn');
      return work();
    };
    const answer = dispatch(api, 'exportGame', ['g-1'], { turn });
    await new Promise((resolve) => setImmediate(resolve));
    expect(turns).toEqual(['turn', 'working']);
    release();
    await answer;
    expect(turns).toEqual(['turn', 'working', 'turn']);
  });
});
