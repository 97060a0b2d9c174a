// Perfect (to win) alone with a target plays for it: each decision is the option with the best chance to reach
// the target (analyzeReach's best, level chances to the points); alone without one it plays Perfect.

import { describe, expect, it } from 'vitest';
import { keepPositions, PerfectBot, PerfectWinBot, winRequestOf } from '../../../src/shared/bots';
import type { Face } from '../../../src/shared/dice';
import { seededRandom, startGame, type GameState } from '../../../src/shared/game';
import { makeRules, sheetTotals, type Sheet } from '../../../src/shared/rules';
import { analyzeReach } from '../../../src/shared/solver/win';
import { solvedTable } from '../../support/solved-tables';

const rules = makeRules('standard');
const table = solvedTable(rules);

/** A solo game with only `open` left open (filled boxes from a seeded roll of points), at these dice. */
function soloAt(open: readonly string[], dice: Face[], rollsUsed: number, target: number | null): GameState {
  const random = seededRandom(`sheet ${open.join()}`).next;
  const sheet: Record<string, number> = {};
  for (const box of rules.boxes) {
    if (open.includes(box.id)) continue;
    sheet[box.id] = box.id === 'chance' ? 20 : box.section === 'upper' ? Math.floor(random() * 4) * 5 : 0;
  }
  const start = startGame({
    variant: 'standard',
    seats: [{ kind: 'bot', name: 'alone', level: 'perfect-win' }],
    target,
    createdAt: '2026-01-01T00:00:00.000Z',
  }).state;
  return { ...start, sheets: [sheet as Sheet], turn: { ...start.turn, dice, rollsUsed } };
}

describe('Perfect (to win) with a target', () => {
  it('asks the engine the chance to reach the target, and plays its best option', () => {
    const random = seededRandom('reach bot').next;
    let differs = 0;
    for (let n = 0; n < 40; n++) {
      const open = ['yacht', 'large-straight', 'sixes', 'four-of-a-kind'].slice(0, 1 + (n % 3));
      const dice = Array.from({ length: 5 }, () => (1 + Math.floor(random() * 6)) as Face);
      const rollsUsed = 1 + (n % 3);
      const probe = soloAt(open, dice, rollsUsed, null);
      const current = sheetTotals(rules, probe.sheets[0]!, 0).total;
      const target = current + [10, 30, 50][n % 3]!;
      const state = soloAt(open, dice, rollsUsed, target);
      const request = winRequestOf(state);
      expect(request?.target).toBe(target);
      expect(request?.others).toEqual([]);
      const position = request!.position;
      const analysis = analyzeReach(table, position, target);
      const best = analysis.options[0]!;
      const decision = new PerfectWinBot(table).decide(state);
      // The bot's choice is worth the best chance (level options may go either way by points).
      if (decision.type === 'score') {
        const boxes =
          analysis.rollsLeft === 0 ? analysis : analyzeReach(table, { ...position, rollsLeft: 0 }, target);
        if (boxes.rollsLeft !== 0) throw new Error('boxes expected');
        const chosen = boxes.options.find((o) => o.box === decision.box)!;
        expect(chosen.value).toBeCloseTo(boxes.options[0]!.value, 12);
      } else if (decision.type === 'roll' && analysis.rollsLeft !== 0) {
        const chosen = analysis.options.find(
          (o) => keepPositions(dice, o.keep).join() === (decision.keep ?? []).join(),
        );
        expect(chosen?.value).toBeCloseTo(best.value, 12);
      }
      if (JSON.stringify(decision) !== JSON.stringify(new PerfectBot(table).decide(state))) differs++;
    }
    // Playing for a target is not playing for points: some decisions differ.
    expect(differs).toBeGreaterThan(0);
  });

  it('plays Perfect alone without a target (the engine is not asked)', () => {
    const state = soloAt(['yacht', 'sixes'], [6, 6, 6, 2, 3], 1, null);
    expect(winRequestOf(state)).toBeNull();
    expect(new PerfectWinBot(table).decide(state)).toEqual(new PerfectBot(table).decide(state));
  });
});
