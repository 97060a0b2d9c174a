// Hard's valuation of a sheet, derived once per rule set from the solver (valuations.json, written by
// scripts/bot-valuations.mjs; see docs/bots.md). It is a small additive model of the points a sheet will
// still earn, fitted to the solver's exact values:
//
//   worth(sheet) = Σ over open boxes b of open[b] + bonus[U][u] + (50 in the yacht box ? yacht[n] : 0)
//
// open[b] is what box b is worth while open, relative to the other boxes: one number per box, fitted to the
// choices of a fresh sheet (so it does not change as the game goes on, which is where Hard falls short of
// Perfect). bonus[U][u] values the upper section (its open boxes and the bonus, earned or to come) with the
// upper faces U filled and upper total u (capped at the threshold); yacht[n] is the worth of the extra yachts
// a 50 in the yacht box brings with n boxes open (or of the open Doble Generala it makes worth 100). Hard scores
// the final dice of a turn by
// points + worth(sheet after).
//
// The fit: every sheet a turn could lead to (each open box written; an upper box with 0 to 5 dice of its
// face; the yacht box with 50 or a nought) is valued by the solver, and the model is fitted by least squares
// to the differences between the sheets of one turn (each turn gets a free constant, as only differences
// decide), by coordinate descent: the box terms on the first turn, then the bonus and yacht terms on the
// turns of `games` games played by Perfect.

import { seededRandom } from '../game';
import { choiceOf, rulesFingerprint, upperTotal, type Sheet } from '../rules';
import { canonicalUpper, groupStart, type ValueTable } from '../solver';
import { PerfectBot } from './perfect';
import { gameSeed, playBotGame, tieBreakRandom } from './play';

export interface BoxValuation {
  /** Which rules: rulesFingerprint. */
  readonly rules: string;
  /** Perfect games whose turns it was fitted to, and their seed. */
  readonly games: number;
  readonly seed: string;
  /** open[b]: the worth of box b (rules order) while open; 0 for upper boxes when the bonus term holds them. */
  readonly open: readonly number[];
  /** bonus[U][u] for upper faces U (bit f-1) and upper total u = 0..threshold; empty without a bonus. */
  readonly bonus: readonly (readonly number[])[];
  /** yacht[n]: the worth of 50 in the yacht box (extra yachts to come) with n boxes open; 0s without a joker. */
  readonly yacht: readonly number[];
}

/** A valuation as valuations.json stores it: rows of numbers as strings ('-': a bonus cell never met). */
export interface EncodedValuation {
  readonly rules: string;
  readonly games: number;
  readonly seed: string;
  readonly open: string;
  readonly bonus: readonly string[];
  readonly yacht: string;
}

/** A sheet a turn could lead to. */
interface Sample {
  /** The turn (samples of one turn are compared with each other only). */
  readonly group: number;
  /** Open boxes with a term of their own (rules order). */
  readonly open: readonly number[];
  /** Open boxes in all. */
  readonly n: number;
  readonly U: number;
  readonly u: number;
  /** 1: the yacht term counts (50 in the yacht box, and something left for it to bring). */
  readonly y: number;
  /** The solver's expected points to come, plus a bonus already earned. */
  readonly target: number;
}

const SWEEPS = 60;
const DECIMALS = 100;
const round = (x: number): number => Math.round(x * DECIMALS) / DECIMALS + 0;

/** The solver's value of (s, y) at raw upper total u (capped), plus the bonus when u has reached it. */
function targetOf(table: ValueTable, s: number, y: number, u: number): number {
  const { layout, values } = table;
  const U = layout.upperOf[s]!;
  const lane = layout.laneIndex[U]![canonicalUpper(layout, U, u) + 1]!;
  const banked = layout.threshold && u >= layout.threshold ? layout.bonusPoints : 0;
  return values[groupStart(layout, s, y) + lane]! + banked;
}

/** The sheets at the start of every turn of `games` one-seat games played by Perfect. */
export function perfectSheets(table: ValueTable, games: number, seed: string): Sheet[] {
  const rules = table.layout.rules;
  const bot = new PerfectBot(table);
  const sheets: Sheet[] = [];
  for (let i = 0; i < games; i++) {
    const dice = gameSeed(seed, i);
    playBotGame({
      setup: {
        ...choiceOf(rules),
        seats: [{ kind: 'bot', name: 'Perfect', level: 'perfect' }],
        seed: dice,
        createdAt: '1970-01-01T00:00:00.000Z',
      },
      bots: [bot],
      dice: seededRandom(dice),
      tieBreaks: [tieBreakRandom(dice, 0)],
      onDecision: (state) => {
        if (state.turn.dice === null) sheets.push(state.sheets[0] ?? {});
      },
    });
  }
  return sheets;
}

/** The sheets a turn from `sheet` could lead to, as samples of group `group`. */
function choicesAfter(table: ValueTable, sheet: Sheet, group: number, out: Sample[]): void {
  const { layout } = table;
  const rules = layout.rules;
  const B = layout.boxCount;
  const T = layout.threshold;
  let s = 0;
  rules.boxes.forEach((b, i) => {
    if (sheet[b.id] !== undefined) s |= 1 << i;
  });
  const yachtId = layout.yachtBox >= 0 ? rules.boxes[layout.yachtBox]?.id : undefined;
  const y = layout.jokerOn && yachtId !== undefined && (sheet[yachtId] ?? 0) > 0 ? 1 : 0;
  const u = T ? Math.min(T, upperTotal(rules, sheet)) : 0;
  const second = rules.boxes.findIndex((box) => box.scoring.kind === 'second-yacht');
  for (let b = 0; b < B; b++) {
    if (s & (1 << b)) continue;
    const s2 = s | (1 << b);
    // With a bonus, the upper boxes' worth is all in the bonus term.
    const open: number[] = [];
    let n = 0;
    for (let o = 0; o < B; o++) {
      if (s2 & (1 << o)) continue;
      n++;
      if (!(T && layout.upperFace[o])) open.push(o);
    }
    const U = layout.upperOf[s2]!;
    // A 50 in the yacht box is worth its term while it can still bring something: with a second-yacht box
    // (Doble Generala), only while that box is open.
    const fifty = second < 0 || !(s2 & (1 << second));
    const sample = (u2: number, y2: number): Sample => ({
      group,
      open,
      n,
      U,
      u: u2,
      y: fifty ? y2 : 0,
      target: targetOf(table, s2, y2, u2),
    });
    const face = layout.upperFace[b]!;
    if (face && T) for (let c = 0; c <= 5; c++) out.push(sample(Math.min(T, u + face * c), y));
    else if (b === layout.yachtBox && layout.jokerOn) out.push(sample(u, 0), sample(u, 1));
    else out.push(sample(u, y));
  }
}

function encodeRow(row: ArrayLike<number>, met: (i: number) => boolean = () => true): string {
  return Array.from(row, (x, i) => (met(i) ? String(round(x)) : '-')).join(' ');
}

/** The least-squares fit of the terms not fixed, by coordinate descent; updates the arrays in place. */
function fitTerms(
  samples: readonly Sample[],
  T: number,
  terms: { open: Float64Array | null; bonus: Float64Array[]; yacht: Float64Array },
  fixedOpen: Float64Array,
): { met: (U: number, u: number) => boolean; metYacht: (n: number) => boolean } {
  const { open, bonus, yacht } = terms;
  const residual = Float64Array.from(
    samples,
    (x) => x.target - x.open.reduce((sum, b) => sum + fixedOpen[b]!, 0),
  );
  // The samples each term appears in.
  const byGroup = new Map<number, number[]>();
  const byBox = new Map<number, number[]>();
  const byCell = new Map<number, number[]>();
  const byFifty = new Map<number, number[]>();
  const push = (map: Map<number, number[]>, key: number, i: number): void => {
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };
  samples.forEach((x, i) => {
    push(byGroup, x.group, i);
    if (open) for (const b of x.open) push(byBox, b, i);
    if (T) push(byCell, x.U * (T + 1) + x.u, i);
    if (x.y) push(byFifty, x.n, i);
  });
  /** Moves a term by the mean residual of its samples (its least-squares step) and returns the move. */
  const step = (list: readonly number[]): number => {
    let sum = 0;
    for (const i of list) sum += residual[i]!;
    const delta = sum / list.length;
    for (const i of list) residual[i] = residual[i]! - delta;
    return delta;
  };
  const groups = [...byGroup.values()];
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    for (const list of groups) step(list);
    if (open) for (const [b, list] of byBox) open[b] = open[b]! + step(list);
    for (const [n, list] of byFifty) yacht[n] = yacht[n]! + step(list);
    for (const [key, list] of byCell) {
      const row = bonus[Math.floor(key / (T + 1))]!;
      row[key % (T + 1)] = row[key % (T + 1)]! + step(list);
    }
  }
  if (open) {
    // Only differences count: the box terms are shifted to average 0.
    const boxes = [...byBox.keys()];
    const mean = boxes.reduce((sum, b) => sum + open[b]!, 0) / Math.max(1, boxes.length);
    for (const b of boxes) open[b] = open[b]! - mean;
  }
  return { met: (U, u) => byCell.has(U * (T + 1) + u), metYacht: (n) => byFifty.has(n) };
}

/**
 * Fits the valuation; returns it in its stored form. The box terms are fitted to the first turn's choices
 * (what each box is worth seen from a fresh sheet), then the bonus and yacht terms, with the box terms fixed,
 * to the choices of the turns starting at `sheets`.
 */
export function fitValuation(
  table: ValueTable,
  sheets: readonly Sheet[],
  games: number,
  seed: string,
): EncodedValuation {
  const { layout } = table;
  const B = layout.boxCount;
  const T = layout.threshold;
  const first: Sample[] = [];
  choicesAfter(table, {}, 0, first);
  const open = new Float64Array(B);
  const scratch = {
    bonus: T ? Array.from({ length: 64 }, () => new Float64Array(T + 1)) : [],
    yacht: new Float64Array(B + 1),
  };
  fitTerms(first, T, { open, ...scratch }, new Float64Array(B));
  const samples: Sample[] = [];
  sheets.forEach((sheet, g) => choicesAfter(table, sheet, g, samples));
  const bonus = T ? Array.from({ length: 64 }, () => new Float64Array(T + 1)) : [];
  const yacht = new Float64Array(B + 1);
  const { met, metYacht } = fitTerms(samples, T, { open: null, bonus, yacht }, open);
  return {
    rules: rulesFingerprint(layout.rules),
    games,
    seed,
    open: encodeRow(open),
    bonus: bonus.map((row, U) => encodeRow(row, (u) => met(U, u))),
    yacht: encodeRow(yacht, metYacht),
  };
}

/**
 * Plays `games` Perfect games and fits the valuation to their turns (in its stored form). Rules without a
 * bonus or a second yacht have only box terms, fitted to the first turn: no games are played for them.
 */
export function deriveValuation(table: ValueTable, games: number, seed: string): EncodedValuation {
  const { layout } = table;
  const played = layout.threshold || layout.jokerOn ? games : 0;
  return fitValuation(table, perfectSheets(table, played, seed), played, seed);
}

function decodeRow(text: string): (number | null)[] {
  return text === '' ? [] : text.split(' ').map((x) => (x === '-' ? null : Number(x)));
}

/**
 * The valuation from its stored form. A bonus cell never met in the fit takes the value of the nearest lower
 * total met with the same upper faces filled (below the lowest one met, of that one).
 */
export function decodeValuation(e: EncodedValuation): BoxValuation {
  const filled = (text: string): number[] => {
    const row = decodeRow(text);
    const met = row.flatMap((x, i) => (x === null ? [] : [i]));
    return row.map((x, i) => {
      if (x !== null) return x;
      const near = met.filter((m) => m <= i).pop() ?? met[0];
      return near === undefined ? 0 : row[near]!;
    });
  };
  return {
    rules: e.rules,
    games: e.games,
    seed: e.seed,
    open: filled(e.open),
    bonus: e.bonus.map(filled),
    yacht: filled(e.yacht),
  };
}
