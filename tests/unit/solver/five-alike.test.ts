// Five alike from a group of states (five-alike.ts) against the rules as the engine applies them to a sheet:
// the same legal boxes in the same order, the same points (joker or natural), the same extra-yacht points, for
// every face and for sheets of every rule set the tests play (custom ones with the joker off or free included).

import { describe, expect, it } from 'vitest';
import { rulesFromCustom, rulesOf, scoreChoices, type RuleSet } from '../../../src/shared/rules';
import {
  createLayout,
  fiveAlikeChoices,
  groupStart,
  yachtMoves,
  type SolverLayout,
} from '../../../src/shared/solver';
import { CUSTOM_SAMPLES } from '../../support/custom-rules';
import { RULE_CONFIGS } from '../game/helpers';

const RULE_SETS: readonly RuleSet[] = [...RULE_CONFIGS.map(rulesOf), ...CUSTOM_SAMPLES.map(rulesFromCustom)];

/** A sheet with the boxes of mask S filled (7 points each; the yacht box by the flag y). */
function sheetOf(layout: SolverLayout, s: number, y: number): Record<string, number> {
  const sheet: Record<string, number> = {};
  layout.rules.boxes.forEach((box, i) => {
    if (!(s & (1 << i))) return;
    if (i === layout.yachtBox)
      sheet[box.id] = y === 1 && box.scoring.kind === 'yacht' ? box.scoring.points : 0;
    else sheet[box.id] = 7;
  });
  return sheet;
}

/** About 1,500 masks, an odd stride apart (every layer, every box open and filled many times over). */
function masksOf(layout: SolverLayout): number[] {
  const step = Math.floor(layout.fullMask / 1500) | 1;
  const masks: number[] = [];
  for (let s = 0; s < layout.fullMask; s += step) masks.push(s);
  return masks;
}

describe('five alike from a group', () => {
  it.each(RULE_SETS.map((r) => [r.custom?.name ?? `${r.variant} ${JSON.stringify(r.options)}`, r] as const))(
    '%s: the rules choices, box for box, and the moves built from them',
    (_name, rules) => {
      const layout = createLayout(rules);
      let jokers = 0;
      let extras = 0;
      const wrong: unknown[] = [];
      for (const s of masksOf(layout)) {
        for (const y of [0, 1]) {
          if (groupStart(layout, s, y) < 0) continue;
          const moves = yachtMoves(layout, s, y);
          for (let f = 1; f <= 6; f++) {
            const expected = scoreChoices(rules, sheetOf(layout, s, y), [f, f, f, f, f]);
            if (expected.joker) jokers++;
            if (expected.extraYacht > 0) extras++;
            const from = moves.start[f - 1]!;
            const built = {
              boxes: Array.from(moves.box.subarray(from, moves.start[f]!), (b, i) => ({
                box: rules.boxes[b]!.id,
                points: moves.points[from + i]!,
              })),
              extraYacht: moves.extra[f - 1]!,
              joker: expected.joker,
            };
            const got = fiveAlikeChoices(layout, s, y, f);
            const same = (c: typeof got): boolean => JSON.stringify(c) === JSON.stringify(expected);
            if (!same(got) || !same(built)) wrong.push({ s, y, f, expected, got, built });
          }
        }
      }
      expect(wrong.slice(0, 3)).toEqual([]);
      // The joker and the extra yacht came up wherever the rules have them.
      expect(jokers > 0).toBe(rules.joker !== null && rules.joker.mode !== 'off');
      expect(extras > 0).toBe((rules.joker?.extraYachtPoints ?? 0) > 0);
    },
  );
});
