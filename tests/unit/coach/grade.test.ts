// Grading whole games: Perfect's decisions lose nothing, Easy's do, and a whole game grades decision by decision.

import { describe, expect, it } from 'vitest';
import {
  accuracyOf,
  decisionsOf,
  gradeDecision,
  gradeDecisions,
  keepChoice,
  scoreChoice,
  type Decision,
} from '../../../src/shared/coach';
import { createBot, playBotLog } from '../../../src/shared/bots';
import { seededRandom, type GameEvent } from '../../../src/shared/game';
import { makeRules } from '../../../src/shared/rules';
import { analyzeTurn } from '../../../src/shared/solver';
import { CREATED_AT } from '../game/helpers';
import { tableOf } from './helpers';

const rules = makeRules('standard');
const table = tableOf(rules);

/** The log of a game between Perfect (seat 0) and Easy (seat 1). */
function botGame(seed: number): GameEvent[] {
  const bots = [createBot('perfect', rules, { table }), createBot('easy', rules)];
  const setup = {
    variant: 'standard' as const,
    seats: [
      { kind: 'bot' as const, name: 'Perfect', level: 'perfect' as const },
      { kind: 'bot' as const, name: 'Easy', level: 'easy' as const },
    ],
    createdAt: CREATED_AT,
  };
  return playBotLog({ setup, bots, dice: seededRandom(seed) }).events;
}

const position = (d: Partial<Decision> & Pick<Decision, 'dice' | 'rollsLeft' | 'choice'>): Decision => ({
  index: 3,
  seat: 0,
  round: 1,
  sheet: {},
  extraYachts: 0,
  ...d,
});

describe('gradeDecisions', () => {
  const events = botGame(11);
  const decisions = decisionsOf(events);
  const grades = gradeDecisions(table, decisions);

  it("finds no loss in Perfect's play and some in Easy's", () => {
    expect(grades).toHaveLength(decisions.length);
    const perfect = grades.filter((g) => g.seat === 0);
    const easy = grades.filter((g) => g.seat === 1);
    expect(perfect.filter((g) => g.chosen.choice.type === 'score')).toHaveLength(13);
    expect(perfect.length).toBeGreaterThanOrEqual(13);
    for (const g of perfect) {
      expect(g.loss, `${g.index} ${g.chosen.words} vs ${g.best.words}`).toBeLessThan(1e-9);
      expect(g.grade).toBe('best');
    }
    expect(easy.some((g) => g.grade !== 'best')).toBe(true);
    const [a, b] = accuracyOf(grades, 2);
    expect(a?.decisions).toBe(perfect.length);
    expect(a?.lost).toBeLessThan(1e-8);
    expect(b?.lost).toBeCloseTo(
      easy.reduce((sum, g) => sum + g.loss, 0),
      9,
    );
    expect(b?.meanLoss).toBeGreaterThan(0.1);
  });

  it('carries each decision through: index, seat, round, dice, words', () => {
    grades.forEach((g, i) => {
      const d = decisions[i]!;
      expect([g.index, g.seat, g.round, g.rollsLeft, g.dice]).toEqual([
        d.index,
        d.seat,
        d.round,
        d.rollsLeft,
        d.dice,
      ]);
      expect(g.chosen.choice).toEqual(d.choice);
      expect(g.chosen.words).toMatch(/^(keep [1-6](-[1-6])*|reroll all|score .+)$/);
      expect(g.loss).toBeCloseTo(g.best.ev - g.chosen.ev, 9);
    });
  });

  // How fast is bench/replay.ts's to measure, not this test's.
  it('grades a whole 13-round game of one seat, each decision once, in order', () => {
    const one = decisions.filter((d) => d.seat === 0);
    const grades = gradeDecisions(table, one);
    expect(grades.map((g) => g.index)).toEqual(one.map((d) => d.index));
    expect(grades.filter((g) => g.chosen.choice.type === 'score')).toHaveLength(13);
  });
});

describe('gradeDecision', () => {
  it('says the best box when standing is best', () => {
    const g = gradeDecision(
      table,
      position({ dice: [6, 6, 6, 6, 6], rollsLeft: 2, choice: keepChoice([6, 6, 6]) }),
    );
    expect(g.best).toMatchObject({ choice: scoreChoice('yacht'), words: 'score Yacht' });
    expect(g.chosen.words).toBe('keep 6-6-6');
    expect(g.loss).toBeGreaterThan(0);
  });

  it('values a keep as analyzeTurn does, exactly', () => {
    const sheet = { ones: 2, chance: 22 };
    const analysis = analyzeTurn(table, { sheet, dice: [2, 3, 3, 5, 6], rollsLeft: 1 });
    for (const o of analysis.options) {
      if (!('keep' in o) || o.keep.length === 5) continue;
      const g = gradeDecision(
        table,
        position({ sheet, dice: [2, 3, 3, 5, 6], rollsLeft: 1, choice: keepChoice(o.keep) }),
      );
      expect(g.chosen.ev).toBe(o.ev);
      expect(g.best.ev).toBe(analysis.options[0]!.ev);
    }
  });

  it('values an early score as the box, against the keeps', () => {
    const dice = [1, 2, 3, 4, 5];
    const g = gradeDecision(table, position({ dice, rollsLeft: 2, choice: scoreChoice('chance') }));
    const box = analyzeTurn(table, { sheet: {}, dice, rollsLeft: 0 }).options.find(
      (o) => 'box' in o && o.box === 'chance',
    );
    expect(g.chosen.ev).toBe(box?.ev);
    expect(g.best.words).toBe('score Large straight');
    expect(g.grade).toBe('blunder');
  });

  it('refuses a choice the position does not offer', () => {
    expect(() =>
      gradeDecision(table, position({ dice: [1, 2, 3, 4, 5], rollsLeft: 1, choice: keepChoice([6]) })),
    ).toThrow();
    expect(() =>
      gradeDecision(
        table,
        position({
          sheet: { chance: 20 },
          dice: [1, 2, 3, 4, 5],
          rollsLeft: 0,
          choice: scoreChoice('chance'),
        }),
      ),
    ).toThrow();
  });
});
