// The score distribution's second pass (distribution/distribution.ts; wasm/wasm-arenas.ts drives it): one layer's
// moves (rows of DistributionMoves copied in) and per-state blocks over the whole table (STATE_ fields: where a
// state's entries are, its lowest and highest points, its chance of being reached, and without an extra
// yacht). A layer's entries are kept by runs: (lowest points, one past the highest, where in the arena) rows
// of a run table, so the long gaps (an extra yacht jumps 100 points) take no memory. The same sums in the same
// order as the reference spreader (reference/chance-arenas.ts), so the same bits.

import {
  GAP,
  GATHER_BYTES,
  ROW_BYTES,
  RUNS,
  STATE_BYTES,
  STATE_HIGHEST,
  STATE_LOWEST,
  STATE_NO_EXTRA,
  STATE_OFFSET,
  STATE_REACH,
  STATE_RUN_COUNT,
  STEP_BASE,
  STEP_BONUS_POINTS,
  STEP_CELLS,
  STEP_CHANCE,
  STEP_DETAIL,
  STEP_EXTRA_PAYS,
  STEP_EXTRA_POINTS,
  STEP_FIRST_MOVE,
  STEP_GATHERS,
  STEP_NEXT,
  STEP_NEXT_BASE,
  STEP_NEXT_TABLE,
  STEP_PER_STATE,
  STEP_STATES,
  STEP_SUMS,
  STEP_TABLE,
  STEP_TIGHT,
  STEP_YACHT_BOX,
  SUM_BONUS,
  SUM_BONUS_RATE,
  SUM_BOXES,
  SUM_EXTRA,
  SUM_YACHT_RATE,
} from './kernel-layout.generated.as';
import { field } from './shared.as';

/** All the points a move gains (moveDetail: box bits 0-4, bonus bit 5, extra yacht bit 6, points from bit 7). */
function gainOf(detail: i32, bonusPoints: i32, extraPoints: i32): i32 {
  return (detail >> 7) + (detail & 32 ? bonusPoints : 0) + (detail & 64 ? extraPoints : 0);
}

/**
 * The runs of a state's entries with a chance, as (first points, one past the last, byte address) triples
 * at out, gaps of GAP noughts or more skipped: within each of its runs (table at `table`, arena at base).
 * Returns how many.
 */
function tightRuns(table: usize, first: i32, count: i32, base: usize, out: usize): i32 {
  let n = 0;
  for (let t = first; t < first + count; t++) {
    const row = table + <usize>(t * ROW_BYTES);
    const lo = load<i32>(row);
    const length = load<i32>(row + 4) - lo;
    const from = base + ((<usize>load<i32>(row + 8)) << 3);
    let i = 0;
    while (i < length) {
      while (i < length && load<f64>(from + ((<usize>i) << 3)) == 0.0) i++;
      if (i == length) break;
      const start = i;
      let end = i;
      // A run ends where GAP noughts in a row begin.
      while (i < length && i - end < GAP) {
        if (load<f64>(from + ((<usize>i) << 3)) != 0.0) end = i + 1;
        i++;
      }
      const o = out + <usize>(n * ROW_BYTES);
      store<i32>(o, lo + start);
      store<i32>(o + 4, lo + end);
      store<i32>(o + 8, <i32>(from + ((<usize>start) << 3)));
      n++;
      i = end;
    }
  }
  return n;
}

/**
 * Adds the points [a, b) to a gathering state's runs (gather: RUNS (lo, hi) pairs after a count): merged with
 * every run less than GAP away, the runs kept in order; beyond RUNS, the two closest runs become one.
 */
function gatherRun(gather: usize, a: i32, b: i32): void {
  const n = load<i32>(gather);
  const runs = gather + 4;
  // Runs before [a, b) and clear of it stay; those within GAP of it merge into it.
  let i = 0;
  while (i < n && load<i32>(runs + <usize>(i * 8 + 4)) + GAP <= a) i++;
  let j = i;
  let lo = a;
  let hi = b;
  while (j < n && load<i32>(runs + <usize>(j * 8)) < hi + GAP) {
    lo = min(lo, load<i32>(runs + <usize>(j * 8)));
    hi = max(hi, load<i32>(runs + <usize>(j * 8 + 4)));
    j++;
  }
  if (j == i + 1) {
    // The common case: inside or beside one run.
    store<i32>(runs + <usize>(i * 8), lo);
    store<i32>(runs + <usize>(i * 8 + 4), hi);
    return;
  }
  // Replace runs i .. j - 1 by [lo, hi): shift the rest.
  const after = n - j;
  const to = i + 1;
  if (to != j) memory.copy(runs + <usize>(to * 8), runs + <usize>(j * 8), <usize>(after * 8));
  store<i32>(runs + <usize>(i * 8), lo);
  store<i32>(runs + <usize>(i * 8 + 4), hi);
  let count = to + after;
  if (count > RUNS) {
    // The two closest runs (the first such pair) become one.
    let best = 0;
    for (let k = 1; k < count - 1; k++) {
      if (
        load<i32>(runs + <usize>((k + 1) * 8)) - load<i32>(runs + <usize>(k * 8 + 4)) <
        load<i32>(runs + <usize>((best + 1) * 8)) - load<i32>(runs + <usize>(best * 8 + 4))
      )
        best = k;
    }
    store<i32>(runs + <usize>(best * 8 + 4), load<i32>(runs + <usize>((best + 1) * 8 + 4)));
    memory.copy(
      runs + <usize>((best + 1) * 8),
      runs + <usize>((best + 2) * 8),
      <usize>((count - best - 2) * 8),
    );
    count--;
  }
  store<i32>(gather, count);
}

/**
 * The moves of nStates states: gathers the runs each next state's entries will fill (a new one numbered in
 * `cells`[1] and its gather block at gathers + n × (4 + 8 RUNS)), its lowest and highest points, and adds up
 * the chance of reaching it, the bonus, yachts and each box's points (step: the descriptor above; its tight is
 * scratch for one state's runs).
 */
export function sizeMoves(step: usize, nStates: i32): void {
  const states = field(step, STEP_STATES);
  const firstMove = field(step, STEP_FIRST_MOVE);
  const next = field(step, STEP_NEXT);
  const detail = field(step, STEP_DETAIL);
  const chance = field(step, STEP_CHANCE);
  const perState = field(step, STEP_PER_STATE);
  const table = field(step, STEP_TABLE);
  const base = field(step, STEP_BASE);
  const tight = field(step, STEP_TIGHT);
  const gathers = field(step, STEP_GATHERS);
  const cells = field(step, STEP_CELLS);
  const sums = field(step, STEP_SUMS);
  const bonusPoints = <i32>field(step, STEP_BONUS_POINTS);
  const extraPoints = <i32>field(step, STEP_EXTRA_POINTS);
  const yachtBox = <i32>field(step, STEP_YACHT_BOX);
  const extraPays = <i32>field(step, STEP_EXTRA_PAYS);
  const block = <usize>GATHER_BYTES;
  for (let i = 0; i < nStates; i++) {
    const own = perState + <usize>load<i32>(states + ((<usize>i) << 2)) * STATE_BYTES;
    const lo = load<i32>(own, STATE_LOWEST);
    const hi = load<i32>(own, STATE_HIGHEST);
    const w = load<f64>(own, STATE_REACH);
    const clean = extraPays ? load<f64>(own, STATE_NO_EXTRA) : 0.0;
    const nTight = tightRuns(
      table,
      load<i32>(own, STATE_OFFSET),
      load<i32>(own, STATE_RUN_COUNT),
      base,
      tight,
    );
    const last = load<i32>(firstMove + ((<usize>(i + 1)) << 2));
    for (let m = load<i32>(firstMove + ((<usize>i) << 2)); m < last; m++) {
      const to = <usize>load<i32>(next + ((<usize>m) << 2));
      const q = load<f64>(chance + ((<usize>m) << 3));
      const d = load<i32>(detail + ((<usize>m) << 2));
      const box = d & 31;
      const points = d >> 7;
      const bonus = d & 32 ? bonusPoints : 0;
      const extra = d & 64 ? extraPoints : 0;
      const gain = points + bonus + extra;
      const at = perState + to * STATE_BYTES;
      let mark = load<i32>(at, STATE_OFFSET);
      if (mark == -1) {
        const n = load<i32>(cells + 4);
        store<i32>(cells + 4, n + 1);
        mark = -2 - n;
        store<i32>(at, mark, STATE_OFFSET);
        store<i32>(gathers + <usize>n * block, 0);
        store<i32>(at, lo + gain, STATE_LOWEST);
        store<i32>(at, hi + gain, STATE_HIGHEST);
      } else {
        if (lo + gain < load<i32>(at, STATE_LOWEST)) store<i32>(at, lo + gain, STATE_LOWEST);
        if (hi + gain > load<i32>(at, STATE_HIGHEST)) store<i32>(at, hi + gain, STATE_HIGHEST);
      }
      const gather = gathers + <usize>(-2 - mark) * block;
      for (let r = 0; r < nTight; r++) {
        const row = tight + <usize>(r * ROW_BYTES);
        const a = load<i32>(row) + gain;
        const b = load<i32>(row + 4) + gain;
        // Already inside the run that took the last one (the usual case)?
        const n = load<i32>(gather);
        let inside = false;
        for (let k = 0; k < n; k++) {
          const runLo = load<i32>(gather + 4 + <usize>(k * 8));
          if (runLo > a) break;
          if (b <= load<i32>(gather + 8 + <usize>(k * 8))) {
            inside = true;
            break;
          }
        }
        if (!inside) {
          if (n == 0) {
            store<i32>(gather, 1);
            store<i32>(gather + 4, a);
            store<i32>(gather + 8, b);
          } else gatherRun(gather, a, b);
        }
      }
      const weight = w * q;
      store<f64>(at, load<f64>(at, STATE_REACH) + weight, STATE_REACH);
      const pb = sums + ((<usize>(SUM_BOXES + box)) << 3);
      store<f64>(pb, load<f64>(pb) + weight * <f64>points);
      if (bonus > 0) {
        store<f64>(sums + (SUM_BONUS << 3), load<f64>(sums + (SUM_BONUS << 3)) + weight * <f64>bonus);
        store<f64>(sums + (SUM_BONUS_RATE << 3), load<f64>(sums + (SUM_BONUS_RATE << 3)) + weight);
      }
      store<f64>(sums + (SUM_EXTRA << 3), load<f64>(sums + (SUM_EXTRA << 3)) + weight * <f64>extra);
      if (box == yachtBox && points > 0)
        store<f64>(sums + (SUM_YACHT_RATE << 3), load<f64>(sums + (SUM_YACHT_RATE << 3)) + weight);
      if (extraPays && extra == 0) store<f64>(at, load<f64>(at, STATE_NO_EXTRA) + clean * q, STATE_NO_EXTRA);
    }
  }
}

/**
 * Lays out the gathering states in [from, to): their runs into the next layer's run table (from row
 * cells[0]), entries one after another from `used`; returns the next free entry.
 */
export function layOut(step: usize, from: i32, to: i32, used: i32): i32 {
  const perState = field(step, STEP_PER_STATE);
  const gathers = field(step, STEP_GATHERS);
  const table = field(step, STEP_NEXT_TABLE);
  const cells = field(step, STEP_CELLS);
  const block = <usize>GATHER_BYTES;
  let row = load<i32>(cells);
  for (let i = from; i < to; i++) {
    const at = perState + <usize>i * STATE_BYTES;
    const mark = load<i32>(at, STATE_OFFSET);
    if (mark > -2) continue;
    const gather = gathers + <usize>(-2 - mark) * block;
    const n = load<i32>(gather);
    store<i32>(at, row, STATE_OFFSET);
    store<i32>(at, n, STATE_RUN_COUNT);
    for (let k = 0; k < n; k++) {
      const lo = load<i32>(gather + 4 + <usize>(k * 8));
      const hi = load<i32>(gather + 8 + <usize>(k * 8));
      const out = table + <usize>(row * ROW_BYTES);
      store<i32>(out, lo);
      store<i32>(out + 4, hi);
      store<i32>(out + 8, used);
      used += hi - lo;
      row++;
    }
  }
  store<i32>(cells, row);
  return used;
}

/**
 * Carries the chance of nStates states along their moves: each run of a state's entries with a chance,
 * times the move's chance, is added to its next state's entries gain points higher (in the next state's run
 * that holds them). Two entries a step; an odd run's last entry alone. Each state's offset becomes UNREACHED.
 */
export function carryMoves(step: usize, nStates: i32): void {
  const states = field(step, STEP_STATES);
  const firstMove = field(step, STEP_FIRST_MOVE);
  const next = field(step, STEP_NEXT);
  const detail = field(step, STEP_DETAIL);
  const chance = field(step, STEP_CHANCE);
  const perState = field(step, STEP_PER_STATE);
  const table = field(step, STEP_TABLE);
  const fromBase = field(step, STEP_BASE);
  const tight = field(step, STEP_TIGHT);
  const nextTable = field(step, STEP_NEXT_TABLE);
  const toBase = field(step, STEP_NEXT_BASE);
  const bonusPoints = <i32>field(step, STEP_BONUS_POINTS);
  const extraPoints = <i32>field(step, STEP_EXTRA_POINTS);
  for (let s = 0; s < nStates; s++) {
    const own = perState + <usize>load<i32>(states + ((<usize>s) << 2)) * STATE_BYTES;
    const n = tightRuns(
      table,
      load<i32>(own, STATE_OFFSET),
      load<i32>(own, STATE_RUN_COUNT),
      fromBase,
      tight,
    );
    store<i32>(own, -1, STATE_OFFSET);
    const last = load<i32>(firstMove + ((<usize>(s + 1)) << 2));
    for (let m = load<i32>(firstMove + ((<usize>s) << 2)); m < last; m++) {
      const to = <usize>load<i32>(next + ((<usize>m) << 2));
      const gain = gainOf(load<i32>(detail + ((<usize>m) << 2)), bonusPoints, extraPoints);
      const qm = load<f64>(chance + ((<usize>m) << 3));
      const q2 = f64x2.splat(qm);
      const first = load<i32>(perState + to * STATE_BYTES, STATE_OFFSET);
      const count = load<i32>(perState + to * STATE_BYTES, STATE_RUN_COUNT);
      let t = first;
      for (let r = 0; r < n; r++) {
        const row = tight + <usize>(r * ROW_BYTES);
        const p = load<i32>(row) + gain;
        const length = load<i32>(row + 4) - load<i32>(row);
        const from = <usize>load<i32>(row + 8);
        // The next state's run holding these points (runs and tight runs both in order).
        while (t < first + count - 1 && load<i32>(nextTable + <usize>(t * ROW_BYTES + 4)) <= p) t++;
        const out = nextTable + <usize>(t * ROW_BYTES);
        const dst = toBase + ((<usize>(load<i32>(out + 8) + p - load<i32>(out))) << 3);
        let e = 0;
        for (; e + 1 < length; e += 2) {
          const o = (<usize>e) << 3;
          v128.store(dst + o, f64x2.add(v128.load(dst + o), f64x2.mul(q2, v128.load(from + o))));
        }
        if (e < length) {
          const o = (<usize>e) << 3;
          store<f64>(dst + o, load<f64>(dst + o) + qm * load<f64>(from + o));
        }
      }
    }
  }
}
