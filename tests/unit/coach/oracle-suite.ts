// Grading and ranking against the solver: every option of the 300 oracle positions, valued as analyzeTurn
// values it (exactly) and as the independent oracle does (to 2e-6).

import { describe, expect, it } from 'vitest';
import { gradeDecision, keepChoice, rankOptions, scoreChoice, type Choice } from '../../../src/shared/coach';
import { sheetTotals } from '../../../src/shared/rules';
import { analyzeTurn, type BoxOption, type Position, type ValueTable } from '../../../src/shared/solver';
import { oracle, oracleRules, tableOf, type OraclePosition } from './helpers';

const TOLERANCE = 2e-6;
const choiceOf = (o: OraclePosition['options'][number]): Choice =>
  o.box === undefined ? keepChoice(o.keep ?? []) : scoreChoice(o.box);
const keyOf = (c: Choice): string => (c.type === 'score' ? c.box : c.keep.join(','));

/** The boxes open to these dice (analyzeTurn with no roll left). */
function boxesOf(table: ValueTable, position: Position): readonly BoxOption[] {
  const analysis = analyzeTurn(table, { ...position, rollsLeft: 0 });
  if (analysis.rollsLeft !== 0) throw new Error('expected boxes');
  return analysis.options;
}

/** The oracle's checks for the rule sets of the variants given (each test file solves its own tables). */
export function oracleSuite(variants: readonly OraclePosition['rules']['variant'][]): void {
  const configs = [
    ...new Set(oracle.filter((p) => variants.includes(p.rules.variant)).map((p) => JSON.stringify(p.rules))),
  ];
  describe.each(configs)('the oracle positions of %s', (config) => {
    const positions = oracle.filter((p) => JSON.stringify(p.rules) === config);
    const table = tableOf(oracleRules(positions[0]!.rules));

    it('rankOptions "keeps" lists exactly what analyzeTurn lists, at the oracle values', () => {
      expect(positions.length).toBe(60);
      for (const p of positions) {
        const position: Position = { sheet: p.sheet, dice: p.dice, rollsLeft: p.rollsLeft };
        const ranked = rankOptions(table, position, 'keeps');
        const analysis = analyzeTurn(table, position);
        expect(ranked.current).toBe(analysis.current);
        expect(ranked.options.map((o) => [keyOf(o.choice), o.ev, o.loss])).toEqual(
          analysis.options.map((o) => ['box' in o ? o.box : o.keep.join(','), o.ev, o.loss]),
        );
        const byKey = new Map(ranked.options.map((o) => [keyOf(o.choice), o]));
        expect(byKey.size).toBe(p.options.length);
        for (const o of p.options) {
          const mine = byKey.get(keyOf(choiceOf(o)));
          expect(Math.abs((mine?.ev ?? NaN) - ranked.current - o.future)).toBeLessThan(TOLERANCE);
        }
      }
    });

    it('grades every option: chosen and best as the oracle values them, the loss between them', () => {
      for (const p of positions) {
        const current = sheetTotals(table.layout.rules, p.sheet).total;
        const best = Math.max(...p.options.map((o) => o.future));
        for (const o of p.options) {
          const choice = choiceOf(o);
          // Standing is not a move at the table; the oracle's five-dice keep is graded all the same.
          const grade = gradeDecision(table, {
            index: 5,
            seat: 0,
            round: Object.keys(p.sheet).length + 1,
            rollsLeft: p.rollsLeft,
            sheet: p.sheet,
            extraYachts: 0,
            dice: p.dice,
            choice,
          });
          const where = `${JSON.stringify(p.sheet)} ${p.dice} r${p.rollsLeft} ${keyOf(choice)}`;
          expect(Math.abs(grade.chosen.ev - current - o.future), where).toBeLessThan(TOLERANCE);
          expect(Math.abs(grade.best.ev - current - best), where).toBeLessThan(TOLERANCE);
          expect(Math.abs(grade.loss - (best - o.future)), where).toBeLessThan(2 * TOLERANCE);
          expect(grade.loss).toBeGreaterThanOrEqual(0);
          expect(grade.chosen.choice).toEqual(choice);
          // The best is something a player can do: a box, or a keep that rolls.
          expect(grade.best.choice.type === 'score' || grade.best.choice.keep.length < 5).toBe(true);
        }
      }
    });

    it('"decision" puts the boxes beside the keeps that roll, losing nothing by leaving out standing', () => {
      for (const p of positions) {
        const position: Position = { sheet: p.sheet, dice: p.dice, rollsLeft: p.rollsLeft };
        const decision = rankOptions(table, position, 'decision');
        const keeps = rankOptions(table, position, 'keeps');
        if (p.rollsLeft === 0) {
          expect(decision.options.map((o) => [o.choice, o.ev])).toEqual(
            keeps.options.map((o) => [o.choice, o.ev]),
          );
          continue;
        }
        const boxes = boxesOf(table, position);
        const rolling = keeps.options.filter((o) => o.choice.type === 'keep' && o.choice.keep.length < 5);
        expect(decision.options.length).toBe(boxes.length + rolling.length);
        for (const b of boxes) {
          const mine = decision.options.find((o) => o.choice.type === 'score' && o.choice.box === b.box);
          expect(mine?.ev).toBe(b.ev);
          expect(mine?.points).toBe(b.points);
        }
        for (const k of rolling)
          expect(decision.options.find((o) => keyOf(o.choice) === keyOf(k.choice))?.ev).toBe(k.ev);
        expect(Math.abs(decision.options[0]!.ev - keeps.options[0]!.ev)).toBeLessThan(1e-9);
        const evs = decision.options.map((o) => o.ev);
        expect(evs).toEqual([...evs].sort((a, b) => b - a));
        for (const o of decision.options) expect(o.loss).toBeCloseTo(decision.options[0]!.ev - o.ev, 9);
      }
    });

    it('grades an early score against the whole decision: scoring now beside every keep', () => {
      for (const p of positions.filter((q) => q.rollsLeft > 0)) {
        const position: Position = { sheet: p.sheet, dice: p.dice, rollsLeft: p.rollsLeft };
        const boxes = boxesOf(table, position);
        const bestKeep = Math.max(...p.options.map((o) => o.future));
        for (const b of boxes) {
          const grade = gradeDecision(table, {
            index: 9,
            seat: 1,
            round: 1,
            rollsLeft: p.rollsLeft,
            sheet: p.sheet,
            extraYachts: 0,
            dice: p.dice,
            choice: scoreChoice(b.box),
          });
          expect(grade.chosen.ev).toBe(b.ev);
          expect(grade.chosen.words).toMatch(/^score /);
          expect(Math.abs(grade.best.ev - grade.chosen.ev - grade.loss)).toBeLessThan(1e-9);
          expect(Math.abs(grade.best.ev - b.ev + b.future - bestKeep)).toBeLessThan(TOLERANCE);
        }
      }
    });
  });
}
