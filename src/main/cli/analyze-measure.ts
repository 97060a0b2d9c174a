// `yacht analyze --reach T` and `--against FILE`: each option's chance (to finish with T or more, or to win the
// table) beside its expected total, ranked by that chance. The chances come from the win engine
// (shared/solver/win), the points from the ordinary analysis; both are matched option by option.

import { possiblePoints, type RuleSet } from '../../shared/rules';
import type { TurnAnalysis } from '../../shared/solver';
import type { WinOptions } from '../../shared/solver/win';
import { UsageError } from './args';
import { round } from './solver-options';

/** Chances are printed to 12 decimals: far finer than any decision turns on, far coarser than the engine's error. */
const CHANCE_DECIMALS = 12;
/** Two chances this close are level: the expected total decides (as the bot Perfect (to win) breaks ties). */
const LEVEL = 1e-12;

/** The most any game of these rules can score: every box at its best, the bonus, an extra yacht each later turn. */
export function highestTotal(rules: RuleSet): number {
  let boxes = 0;
  for (const points of possiblePoints(rules).values()) boxes += Math.max(...points);
  const extra = rules.joker ? rules.joker.extraYachtPoints * (rules.boxes.length - 1) : 0;
  return boxes + (rules.bonus?.points ?? 0) + extra;
}

/** --reach as a target total: a whole number of points from 0 to the most these rules can score. */
export function reachFromOption(raw: string | undefined, rules: RuleSet): number | null {
  if (raw === undefined) return null;
  const text = raw.trim();
  const most = highestTotal(rules);
  const target = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(target) || target > most)
    throw new UsageError(
      `--reach must be a whole number of points from 0 to ${most} (the most these rules can score), got ${JSON.stringify(raw)}`,
    );
  return target;
}

export type MeasuredOption = (
  { readonly keep: readonly number[] } | { readonly box: string; readonly points: number }
) & {
  readonly ev: number;
  readonly loss: number;
} & ({ readonly reach: number } | { readonly win: number });

export interface MeasuredOutput {
  readonly current: number;
  /** --reach: the target; null for --against. */
  readonly target: number | null;
  /** --against: the seats at the table, this one included; null for --reach. */
  readonly seats: number | null;
  /** Every turn to the end of the game solved exactly. */
  readonly exact: boolean;
  /** Turns solved exactly, this one included; the rest approximated (docs/win.md). */
  readonly turnsExact: number;
  /** Every option, best chance first (level chances: the higher expected total first). */
  readonly options: readonly MeasuredOption[];
}

const keyOf = (o: { readonly keep: readonly number[] } | { readonly box: string }): string =>
  'box' in o ? `box:${o.box}` : `keep:${o.keep.join(',')}`;

const chance = (value: number): number => round(Math.min(1, Math.max(0, value)), CHANCE_DECIMALS);

/** The options of `points` (the ordinary analysis) with their chances from `chances`, best chance first. */
export function measuredOutput(
  points: TurnAnalysis,
  chances: WinOptions,
  seats: number | null,
): MeasuredOutput {
  const value = new Map<string, number>(chances.options.map((o) => [keyOf(o), o.value]));
  const rows = points.options.map((o) => {
    const v = value.get(keyOf(o));
    if (v === undefined) throw new Error(`the win engine has no option ${keyOf(o)}`);
    const base = 'box' in o ? { box: o.box, points: o.points } : { keep: [...o.keep] };
    return { base, ev: o.ev, loss: o.loss, value: v };
  });
  rows.sort((a, b) => (Math.abs(b.value - a.value) > LEVEL ? b.value - a.value : b.ev - a.ev));
  const options = rows.map(({ base, ev, loss, value: v }) => ({
    ...base,
    ev: round(ev, 6),
    loss: round(loss, 6),
    ...(chances.measure === 'reach' ? { reach: chance(v) } : { win: chance(v) }),
  }));
  return {
    current: points.current,
    target: chances.target,
    seats,
    exact: chances.exact,
    turnsExact: chances.turnsExact,
    options,
  };
}

/**
 * Where the chances are exact, in words. Not exact with every one of this seat's `openBoxes` turns solved: the
 * engine took some other seat's final total as approximate (it does while a seat has many boxes open).
 */
export function exactnessNote(out: Pick<MeasuredOutput, 'exact' | 'turnsExact'>, openBoxes: number): string {
  if (out.exact) return 'Chances exact: every turn to the end of the game solved.';
  if (out.turnsExact >= openBoxes)
    return "Chances approximate: every turn of this seat solved, some other seat's final total approximated.";
  const turns = out.turnsExact === 1 ? 'this turn' : `the next ${out.turnsExact} turns (this one included)`;
  return `Chances exact over ${turns}, approximated past them (a normal spread of the points still to come).`;
}

/** A chance in percent with enough digits to tell close options apart: "37.1234%". */
export function percent(value: number): string {
  return `${(value * 100).toFixed(4)}%`;
}
