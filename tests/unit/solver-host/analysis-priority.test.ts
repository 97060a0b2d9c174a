// The solver host's analyses of a live game never wait for those of past games: a hint asked while three replays
// of a long practice game are under way is answered before any of them (a worker answers one call at a time;
// the calls used to reach the one worker in the order they were asked, then live ones first but after the one
// in flight; the live game now has a worker of its own).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRules } from '../../../src/shared/rules';
import type { CoachAnalyst } from '../../../src/main/backend/coach-analyst';
import { SolverHost } from '../../../src/main/solver/host';
import { BUNDLES, ensureBuilt } from '../../support/build';
import { longUndoGame } from '../../support/long-game';

let host: SolverHost;

beforeAll(async () => {
  await ensureBuilt();
  host = new SolverHost({ workerPath: BUNDLES.solverWorker, analysisWorkerPath: BUNDLES.analysisWorker });
});

afterAll(() => host.dispose());

describe('the analysis worker’s priorities', () => {
  it('answers a hint and a live grade before the replays asked before them, even the one in flight', async () => {
    const { table } = await host.getTable(makeRules('classic'));
    const events = longUndoGame({ cycles: 2000, variant: 'classic', seed: 'priority' });
    await host.rank(table, { sheet: {}, dice: [1, 2, 3, 4, 6], rollsLeft: 2 }, 'decision'); // worker started
    const answered: string[] = [];
    const replays = [1, 2, 3].map((n) => host.replay(table, events).then(() => answered.push(`replay ${n}`)));
    const hint = host
      .rank(table, { sheet: { ones: 3 }, dice: [2, 2, 5, 5, 6], rollsLeft: 1 }, 'decision')
      .then(() => answered.push('hint'));
    // A finished game's grades wait with the replays; a game in progress's go with the hint.
    const coach: CoachAnalyst = host;
    const report = coach.grade(table, events, 0, 'background').then(() => answered.push('report'));
    const live = coach.grade(table, events, events.length - 1, 'live').then(() => answered.push('grade'));
    await Promise.all([...replays, hint, report, live]);
    expect(answered).toEqual(['hint', 'grade', 'replay 1', 'replay 2', 'replay 3', 'report']);
  }, 120_000);
});
