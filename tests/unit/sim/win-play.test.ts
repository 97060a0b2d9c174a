// Perfect (to win) in the simulator: --win-turns / --win-budget read and refused, the spec's win play reaching
// the bots (Perfect before the last K turns, to win in them), legal finished games, and own luck (each seat's
// dice its own, whatever the others play).

import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/main/cli/args';
import { winPlayFromOptions } from '../../../src/main/cli/sim-options';
import { GamePlayer, type RunSpec } from '../../../src/main/sim/games';
import type { BotLevel } from '../../../src/shared/game';
import { makeRules, sheetProblem, sheetTotals, type Sheet } from '../../../src/shared/rules';
import { solvedTable } from '../../support/solved-tables';

const rules = makeRules('classic');
const table = solvedTable(rules);
const BOXES = rules.boxes.length;
const WIN = ['perfect-win', 'perfect'] as const;

describe('winPlayFromOptions', () => {
  it('reads turns and a budget (separators and exponents), and nothing when neither is given', () => {
    expect(winPlayFromOptions(undefined, undefined, BOXES, WIN)).toBeUndefined();
    expect(winPlayFromOptions('3', undefined, BOXES, WIN)).toEqual({ turns: 3 });
    expect(winPlayFromOptions(String(BOXES), '1.5e9', BOXES, WIN)).toEqual({ turns: BOXES, budget: 1.5e9 });
    expect(winPlayFromOptions(undefined, '2_000_000', BOXES, WIN)).toEqual({ budget: 2e6 });
  });

  it('refuses what is not a turn count or a budget, and win play without a perfect-win seat', () => {
    const refusals: [string | undefined, string | undefined, readonly BotLevel[], RegExp][] = [
      ['0', undefined, WIN, new RegExp(`--win-turns must be a whole number of turns from 1 to ${BOXES}`)],
      [String(BOXES + 1), undefined, WIN, new RegExp(`--win-turns .* got "${BOXES + 1}"`)],
      ['2.5', undefined, WIN, /--win-turns/],
      ['', undefined, WIN, /--win-turns/],
      [undefined, 'lots', WIN, /--win-budget must be a whole number of kernel steps/],
      [undefined, '1000', WIN, /--win-budget .* from 1e\+6/],
      [undefined, '1e13', WIN, /--win-budget/],
      ['2', undefined, ['perfect', 'hard'], /no seat is perfect-win/],
    ];
    for (const [turns, budget, seats, message] of refusals) {
      expect(() => winPlayFromOptions(turns, budget, BOXES, seats)).toThrow(UsageError);
      expect(() => winPlayFromOptions(turns, budget, BOXES, seats)).toThrow(message);
    }
  });
});

function spec(seats: readonly BotLevel[], extra: Partial<RunSpec> = {}): RunSpec {
  return { kind: 'match', variant: 'classic', seats, seed: 'win-play', ...extra };
}

const openBoxes = (sheet: Sheet): number => rules.boxes.filter((b) => sheet[b.id] === undefined).length;

describe('the simulator plays Perfect (to win)', () => {
  it('as Perfect before its last K turns, and finished legal games either way', () => {
    const win = { turns: 2, budget: 1e8 };
    const toWin = new GamePlayer(spec(WIN, { win }), { table });
    const perfect = new GamePlayer(spec(['perfect', 'perfect']), { table });
    let differ = 0;
    for (let index = 0; index < 6; index++) {
      const a = toWin.play(index);
      const b = perfect.play(index);
      for (const game of [a, b]) {
        expect(game.over).toBe(true);
        for (const [seat, sheet] of game.sheets.entries()) {
          expect(sheetProblem(rules, sheet)).toBeNull();
          expect(openBoxes(sheet)).toBe(0);
          const { total } = sheetTotals(rules, sheet, game.extraYachts[seat] ?? 0);
          expect(total).toBeGreaterThanOrEqual(0);
          expect(total).toBeLessThanOrEqual(375);
        }
      }
      // Shared luck and the same tie-breaks: until seat 0 plays to win, both games are the same, so with K
      // boxes left its sheet is Perfect's (the boxes it filled in the last K turns may differ).
      const filledBefore = (sheet: Sheet, other: Sheet): boolean =>
        rules.boxes.filter((box) => sheet[box.id] !== other[box.id]).length <= win.turns;
      expect(filledBefore(a.sheets[0]!, b.sheets[0]!)).toBe(true);
      if (JSON.stringify(a.sheets[0]) !== JSON.stringify(b.sheets[0])) differ++;
    }
    // It does play differently sometimes in those turns (else the option would do nothing).
    expect(differ).toBeGreaterThan(0);
  });

  it('alone (yacht simulate), as Perfect: the same games', () => {
    const solo = (level: BotLevel): GamePlayer =>
      new GamePlayer({ kind: 'solo', variant: 'classic', seats: [level], seed: 'alone' }, { table });
    const toWin = solo('perfect-win').playRange(0, 20);
    const perfect = solo('perfect').playRange(0, 20);
    expect(Array.from(toWin.totals)).toEqual(Array.from(perfect.totals));
  });

  it('with own luck, a seat’s dice do not depend on what the others play', () => {
    const a = new GamePlayer(spec(WIN, { luck: 'own', win: { turns: 3, budget: 1e8 } }), { table });
    const b = new GamePlayer(spec(['perfect', 'perfect'], { luck: 'own' }), { table });
    const shared = new GamePlayer(spec(['perfect', 'perfect']), { table });
    let draws = 0;
    for (let index = 0; index < 6; index++) {
      // Seat 1 plays Perfect alone on its own stream in both: the same game, whatever seat 0 did.
      expect(a.play(index).sheets[1]).toEqual(b.play(index).sheets[1]);
      const own = b.play(index).sheets;
      if (JSON.stringify(own[0]) === JSON.stringify(own[1])) draws++;
      const same = shared.play(index).sheets;
      expect(same[0]).toEqual(same[1]);
    }
    expect(draws).toBeLessThan(6);
  });
});
