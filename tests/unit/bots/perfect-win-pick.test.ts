// Perfect (to win)'s two pure steps, which the app runs on either side of the analysis worker: the question it
// asks the engine at a state (winRequestOf), and the move it picks from the answer (winDecision: the best win
// chance; level chances go to the points as Perfect ranks them; standing on every die asks for the boxes).

import { describe, expect, it } from 'vitest';
import { winDecision, winRequestOf } from '../../../src/shared/bots';
import { apply, seededRandom, startGame, type GameState, type Seat } from '../../../src/shared/game';
import { makeRules } from '../../../src/shared/rules';
import { analyzeTurn, type Position } from '../../../src/shared/solver';
import type { OutcomeAnalysis, OutcomeKeep } from '../../../src/shared/solver/win';
import { solvedTable } from '../../support/solved-tables';

const classic = makeRules('classic');
const table = solvedTable(classic);
const ann: Seat = { kind: 'human', name: 'Ann' };
const wes: Seat = { kind: 'bot', name: 'Wes', level: 'perfect-win' };

function started(seats: readonly Seat[]): GameState {
  return startGame({
    variant: 'classic',
    options: classic.options,
    custom: null,
    seats: [...seats],
    firstSeat: 0,
    seed: 'perfect-win-pick',
    grid: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  }).state;
}

function rolled(state: GameState): GameState {
  return apply(state, { type: 'roll' }, { random: seededRandom('pick') }).state;
}

const facts = { current: 0, exact: true, turnsExact: 13 };

describe('Perfect (to win): the question it asks', () => {
  it('asks only with dice, at a table of two or more, in its last turns when asked to', () => {
    const two = started([wes, ann]);
    expect(winRequestOf(two, Infinity)).toBeNull();
    // By default only in its last WIN_TURNS turns: not on an empty sheet.
    expect(winRequestOf(rolled(two))).toBeNull();
    const request = winRequestOf(rolled(two), Infinity);
    expect(request).toEqual({
      position: { sheet: {}, extraYachts: 0, dice: rolled(two).turn.dice, rollsLeft: 2 },
      others: [{ sheet: {}, extraYachts: 0 }],
      target: null,
    });
    expect(winRequestOf(rolled(started([wes])), Infinity)).toBeNull();
    const boxes = classic.boxes.length;
    expect(winRequestOf(rolled(two), boxes - 1)).toBeNull();
    expect(winRequestOf(rolled(two), boxes)).not.toBeNull();
  });
});

describe('Perfect (to win): the move it picks', () => {
  const position: Position = { sheet: {}, dice: [6, 6, 5, 2, 1], rollsLeft: 1 };
  const keeps = analyzeTurn(table, position).options.map((o) => ('keep' in o ? o.keep : []));
  const keepOptions = (values: readonly number[]): OutcomeKeep[] =>
    keeps.map((keep, i) => ({ keep, value: values[i]!, loss: 0 }));
  /** The engine's answer with these options, sorted best first as the engine gives them. */
  const answer = (options: readonly OutcomeKeep[]): OutcomeAnalysis => ({
    ...facts,
    rollsLeft: 1,
    options: [...options].sort((a, b) => b.value - a.value),
  });

  it('takes the best win chance, whatever the points say', () => {
    const keep = keeps[3]!;
    const decision = winDecision(
      table,
      position,
      answer(keepOptions(keeps.map((_, i) => (i === 3 ? 0.6 : 0.4)))),
    );
    expect(decision?.type).toBe('roll');
    const kept = decision?.type === 'roll' ? decision.keep.map((p) => position.dice[p]!) : [];
    expect(kept.sort()).toEqual([...keep].sort());
  });

  it('breaks level chances by the points: Perfect’s keep among the level ones', () => {
    // Every option level (within 1e-12), the points-worst first in the answer: the points-best one is played.
    const best = keeps[0]!;
    expect(best.length).toBeLessThan(5);
    const level = keepOptions(keeps.map(() => 0.5))
      .reverse()
      .map((o, i) => ({ ...o, value: 0.5 - i * 1e-14 }));
    const decision = winDecision(table, position, { ...facts, rollsLeft: 1, options: level });
    const kept = decision?.type === 'roll' ? decision.keep.map((p) => position.dice[p]!) : null;
    expect(kept?.sort()).toEqual([...best].sort());
    // A chance 1e-9 better is not level: it is played.
    const ahead = [{ ...level[0]!, value: 0.5 + 1e-9 }, ...level.slice(1)];
    const worst = keeps[keeps.length - 1]!;
    const taken = winDecision(table, position, { ...facts, rollsLeft: 1, options: ahead });
    const keptWorst = taken?.type === 'roll' ? taken.keep.map((p) => position.dice[p]!) : [];
    if (worst.length < 5) expect(keptWorst.sort()).toEqual([...worst].sort());
    else expect(taken).toBeNull();
  });

  it('stands (null) when keeping every die is best, and scores from the boxes', () => {
    const all = keeps.findIndex((k) => k.length === 5);
    expect(all).toBeGreaterThanOrEqual(0);
    const analysis = answer(keepOptions(keeps.map((_, i) => (i === all ? 0.9 : 0.1))));
    expect(winDecision(table, position, analysis)).toBeNull();
    const boxes: OutcomeAnalysis = {
      ...facts,
      rollsLeft: 0,
      options: [
        { box: 'sixes', points: 12, value: 0.7, loss: 0 },
        { box: 'chance', points: 20, value: 0.2, loss: 0.5 },
      ],
    };
    expect(winDecision(table, { ...position, rollsLeft: 0 }, boxes)).toEqual({ type: 'score', box: 'sixes' });
  });

  it('refuses an answer for another number of rolls, or with no options', () => {
    expect(() =>
      winDecision(table, { ...position, rollsLeft: 0 }, answer(keepOptions(keeps.map(() => 0.5)))),
    ).toThrow('the engine answered for 1 rolls left, not 0');
    expect(() => winDecision(table, position, { ...facts, rollsLeft: 1, options: [] })).toThrow(
      'the engine answered no options',
    );
  });
});
