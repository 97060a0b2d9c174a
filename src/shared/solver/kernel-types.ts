// What each kind of kernel does, whichever implements it: the WebAssembly SIMD kernels (wasm/) that run, and
// the TypeScript reference kernels (reference/) the tests compare them with. kernels.ts picks one. Types only.

import type { ScoreChoices } from '../rules';

/** Which kernel to run: 'auto' the WebAssembly one; 'js' the TypeScript reference (the tests compare both). */
export type KernelChoice = 'auto' | 'js';

/** A solve's step: the values of every lane of group (S, y), from the values of the layer after it. */
export interface GroupSolver {
  solveGroup(values: Float64Array, s: number, y: number): void;
}

/** One lane's turn from a solved table. */
export interface TurnPlanner {
  /** Writes every keep's value with one and with two rolls left for state (S, y, lane): see turn-plan.ts. */
  planTurn(
    values: Float64Array,
    s: number,
    y: number,
    lane: number,
    oneLeft: Float64Array,
    twoLeft: Float64Array,
  ): void;
  /**
   * The Perfect bot's keep choices for state (S, y, lane) into `out` (2 × ROLLS: one roll left, then two), a
   * tie written as `tied`: see keep-choices.ts.
   */
  planChoices(values: Float64Array, s: number, y: number, lane: number, out: Uint16Array, tied: number): void;
}

/**
 * The policy of one group's turn (the table's argmax at every decision; bonus-chance.ts states the tie rule)
 * and where it takes one lane's first roll: the chance of every final roll and the box chosen for it. The
 * score distribution walks every reached lane through this.
 */
export interface TurnPolicy {
  /** Works out the policy of lanes lanes[0 .. n) (ascending) of group (S, y); the calls below read it, the
   *  i-th listed lane as i. */
  plan(values: Float64Array, s: number, y: number, lanes: Int32Array, n: number): void;
  /**
   * The i-th listed lane's turn: the chance of every final roll (the first roll's chance taken through the
   * chosen keeps; finalChance reads it), and its plain final rolls gathered by where they end: slots[0 .. n)
   * (box × pointsSpan + points, in the order first met) with their chances in slotChance. Returns n.
   */
  turn(i: number): number;
  /** After turn(i): the chance of final roll r. */
  finalChance(r: number, i: number): number;
  readonly slots: Int32Array;
  readonly slotChance: Float64Array;
  /** One more than the most points a plain roll scores in a box. */
  readonly pointsSpan: number;
  /** After plan: the choices of five alike of each face (fiveAlike[f - 1]), for the group planned. */
  readonly fiveAlike: readonly ScoreChoices[];
  /** The box chosen for final roll r on the i-th listed lane: its index among the open boxes for a plain
   *  roll, among fiveAlikeChoices' boxes for five alike. */
  choice(r: number, i: number): number;
}

/** Some reached states of one layer, in state order, and every move of their turn. */
export interface DistributionMoves {
  /** The states, and where each one's moves start (firstMove[i] .. firstMove[i + 1]). */
  readonly states: Int32Array;
  readonly firstMove: Int32Array;
  /** Per move: the state it leads to, what it writes (moveDetail), its chance given the state. */
  readonly next: Int32Array;
  readonly detail: Int32Array;
  readonly chance: Float64Array;
}

/**
 * The score distribution's second pass: per state of the table, where its points so far are kept, their lowest
 * and one past their highest points, its chance of being reached (and of being reached without an extra yacht);
 * the layer spreading its chance and the next one receiving it.
 */
export interface ChanceArenas {
  /** The chance of reaching a state of the current layer (summed as the moves into it were sized). */
  reachOf(state: number): number;
  /** The same without an extra yacht on the way (kept only when extra yachts pay). */
  noExtraOf(state: number): number;
  /** A view (the SUM_ words of kernel-layout.json): read it again after a step. */
  readonly sums: Float64Array;
  /** The first layer: `state` reached for sure with no points. */
  seed(state: number): void;
  /** Step 1, state by state in order: sizes every next state for each move into it and adds up the chance
   *  of reaching it and the sums. */
  size(moves: DistributionMoves): void;
  /** Step 2: the next states in [start, end) laid out from entry `used`; returns the next free entry. */
  layOut(start: number, end: number, used: number): number;
  /** Step 3: room for `total` entries of the next layer, all nought. */
  reset(total: number): void;
  /** Step 4, state by state in order: each move adds the state's entries, times its chance, shifted by the
   *  points it gains, to its next state's; the state becomes unreached. */
  carry(moves: DistributionMoves): void;
  /** The next layer becomes the current one. */
  swap(): void;
  /** The current layer's entries of `state` with a chance (points, chance), in order; none if unreached. */
  entries(state: number, visit: (points: number, chance: number) => void): void;
}

/** The chance after writing `points` in box index `box` from lane `lane` of (S, y) (BonusChanceSolver.afterBox). */
export type AfterBox = (s: number, y: number, lane: number, box: number, points: number) => number;

/** The bonus chance beside the values (bonus-chance.ts states the policy it follows). */
export interface BonusKernel {
  /**
   * Lanes j0 .. j0 + W - 1 of group (S, y), none settling the bonus: each lane's chance written to
   * chance[at + j], from the values and the chances of the next layer.
   */
  group(
    values: Float64Array,
    chance: Float64Array,
    s: number,
    y: number,
    j0: number,
    W: number,
    at: number,
    afterBox: AfterBox,
  ): void;
  /**
   * One lane's turn (not settling the bonus): the chance after every keep with one roll left (a roll:
   * standing, its best box) into oneLeft, with two rolls left (a roll: its best option with one left) into
   * twoLeft.
   */
  plan(
    values: Float64Array,
    chance: Float64Array,
    s: number,
    y: number,
    lane: number,
    oneLeft: Float64Array,
    twoLeft: Float64Array,
    afterBox: AfterBox,
  ): void;
}
