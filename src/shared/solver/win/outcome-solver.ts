// The win engine's backward pass: from a seat's state at the start of a turn (the root), every state its sheet
// can reach, a row each over h = the points gained since the root, filled from the full sheets (the utility of
// the final total) back to the root's children. Exact for the turns it solves; past its horizon a state's row
// comes from `leaf` (leaf.ts), an approximation. The horizon is as many turns as fit the work budget.
//
// A state's row only needs the h its sheet can have gained from the root: at most `top` + the most any path
// from the root to it gains (the root's own top is 0 when only h = 0 is asked, the whole range for a curve).
// Past the utility's range a row is flat, so no row is longer than that range.

import { KEEPS, ROLLS } from '../layout/dice-tables';
import { groupStart, popcountMask, type SolverLayout } from '../layout/layout';
import { createFinalMoves, finalMovesInto, stateOfCode, WIN_GAIN, type FinalMoves } from './final-moves';
import { turnValue } from './outcome-turn';

/** A state of the value table: its sheet mask, yacht flag and upper lane. */
export interface SeatState {
  readonly s: number;
  readonly y: number;
  readonly lane: number;
}

/** A row for a state past the horizon, `length` long: leaf.ts. */
export type LeafRow = (state: SeatState, index: number, length: number) => Float64Array;

export interface OutcomeProblem {
  readonly layout: SolverLayout;
  readonly root: SeatState;
  /** U(current total + h) for h = 0 .. G; flat beyond G (G = utility.length - 1). */
  readonly utility: Float64Array;
  /** The largest h the root's own rows need: 0 for one value per option, G for every target at once. */
  readonly rootTop: number;
  /** Turns solved exactly from the root's (1 = the root's turn alone); Infinity for the whole game. */
  readonly horizon: number;
  /** Work allowed (kernel element steps, see turnWork); the horizon shrinks to fit. */
  readonly budget: number;
  readonly leaf: LeafRow;
  /** A Generala servida wins at once (OutcomeOptions.instantWins). */
  readonly instantWins?: boolean;
}

/** What the backward pass made: each reached state's row, by value-table index. */
export interface OutcomeRows {
  /** The row of a state the root's turn leads to. */
  rowOf(index: number): Float64Array;
  /** Turns solved exactly, the root's included. */
  readonly turnsExact: number;
  /** Whether every turn to the end of the game was solved exactly. */
  readonly exact: boolean;
  /** States solved (for the benchmark's figures). */
  readonly states: number;
  /** The most row memory held at once (two layers' rows at most). */
  readonly peakBytes: number;
}

/**
 * A state's fixed cost (its moves listed, candidates found, kernel calls) in row lanes: narrow rows cost about
 * as much as rows this wide.
 */
const FIXED_LANES = 32;

/** Kernel steps of one state's turn with rows w2 wide and m open boxes (final rolls, then the keep lattice). */
export function turnWork(m: number, w2: number): number {
  return (ROLLS * m + 3 * KEEPS * 4) * Math.max(w2, FIXED_LANES);
}

interface Reached {
  readonly code: number;
  readonly index: number;
  /** The most points any path from the root to this state gains. */
  most: number;
}

/** The states of each depth (boxes filled since the root), found while the budget allows. */
function reachLayers(problem: OutcomeProblem): { layers: Reached[][]; horizon: number } {
  const { layout, root, rootTop, horizon, budget } = problem;
  const G = problem.utility.length - 1;
  const open = layout.boxCount - popcountMask(root.s);
  const moves = createFinalMoves();
  const rootCode = (root.s * 2 + root.y) * 64 + root.lane;
  const layers: Reached[][] = [
    [{ code: rootCode, index: groupStart(layout, root.s, root.y) + root.lane, most: 0 }],
  ];
  let spent = 0;
  for (let d = 0; d < open; d++) {
    const layer = layers[d]!;
    // This layer's turns: the root's always; the others only within the budget and the horizon.
    let work = 0;
    for (const r of layer) work += turnWork(open - d, (Math.min(G, rootTop + r.most) + 2) & ~1);
    if (d > 0 && (d >= horizon || spent + work > budget)) return { layers, horizon: d };
    spent += work;
    const found = new Map<number, Reached>();
    for (const r of layer) {
      const { s, y, lane } = stateOfCode(r.code);
      finalMovesInto(layout, s, y, lane, moves, problem.instantWins);
      for (let m = 0; m < moves.start[ROLLS]!; m++) {
        const code = moves.key[m]!;
        const most = r.most + moves.gain[m]!;
        const known = found.get(code);
        if (known) known.most = Math.max(known.most, most);
        else found.set(code, { code, index: moves.next[m]!, most });
      }
      // A first-roll stand leads where the same box written later would; a win at once reads that row at its
      // end (the utility of a total no one beats), so the row runs the whole length.
      for (let m = 0; m < moves.stands[0]!; m++) {
        const code = moves.standKey[m]!;
        const gain = moves.standGain[m]!;
        const most = gain === WIN_GAIN ? G : r.most + gain;
        const known = found.get(code);
        if (known) known.most = Math.max(known.most, most);
        else found.set(code, { code, index: moves.standNext[m]!, most });
      }
    }
    layers.push([...found.values()]);
  }
  return { layers, horizon: Infinity };
}

/** Solves every reached state below the root, deepest first. */
export function solveOutcome(problem: OutcomeProblem): OutcomeRows {
  const { layout, utility, rootTop, leaf } = problem;
  const G = utility.length - 1;
  const { layers, horizon } = reachLayers(problem);
  const rows = new Map<number, Float64Array>();
  const rowOf = (index: number): Float64Array => {
    const row = rows.get(index);
    if (!row) throw new Error(`the win engine has no row for state ${index}`);
    return row;
  };
  const moves: FinalMoves = createFinalMoves();
  let states = 0;
  let held = 0;
  let peak = 0;
  for (let d = layers.length - 1; d >= 1; d--) {
    for (const r of layers[d]!) {
      const length = Math.min(G, rootTop + r.most) + 1;
      const state = stateOfCode(r.code);
      let row: Float64Array;
      if (state.s === layout.fullMask) row = utility.slice(0, length);
      else if (d >= horizon) row = leaf(state, r.index, length);
      else {
        finalMovesInto(layout, state.s, state.y, state.lane, moves, problem.instantWins);
        row = turnValue(length, moves, rowOf);
        states++;
      }
      rows.set(r.index, row);
      held += row.length;
    }
    peak = Math.max(peak, held);
    // The layer below is read by this one only: its rows go (the root's children stay for the analysis).
    for (const r of layers[d + 1] ?? []) {
      held -= rows.get(r.index)?.length ?? 0;
      rows.delete(r.index);
    }
  }
  const turnsExact = horizon === Infinity ? layers.length - 1 : horizon;
  return { rowOf, turnsExact, exact: horizon === Infinity, states, peakBytes: peak * 8 };
}
