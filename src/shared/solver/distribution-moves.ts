// The first pass of the score distribution (distribution.ts): the moves of one layer's reached states under
// the policy. Which states are reached depends on the policy alone, never on how likely they are, so this pass
// needs only the set of reached states and can be split across workers by group; the chance is carried by
// the second pass (DistributionSpreader), which takes the moves in state order.
//
// Per group (S, y) of the layer: the policy of its reached lanes (policy.ts, WebAssembly SIMD where
// available), then per reached lane the turn's outcomes by pushing the chance of the first roll through the
// chosen keeps; each outcome is a move (next state, points, chance), and its next state is marked reached.

import { diceTables } from './dice-tables';
import { boxIndex, fiveAlikeChoices } from './kernel';
import { createTurnPolicy, type TurnPolicy } from './policy';
import { flagAfter, groupLanes, groupStart, hasYachtGroup, upperMove, type SolverLayout } from './layout';
import { SolveCancelled, type KernelChoice, type ValueTable } from './solve';

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
 * A move's box (bits 0-4), whether it completes the upper bonus (bit 5, layout.bonusPoints) and whether it
 * pays an extra yacht (bit 6, the rules' extraYachtPoints), and the points written in the box (from bit 7).
 */
export function moveDetail(box: number, points: number, bonus: boolean, extra: boolean): number {
  return box | (bonus ? 32 : 0) | (extra ? 64 : 0) | (points << 7);
}

/** Copies of the moves with buffers of their own (a worker hands them over to another thread). */
export function ownMoves(moves: DistributionMoves): DistributionMoves {
  return {
    states: moves.states.slice(),
    firstMove: moves.firstMove.slice(),
    next: moves.next.slice(),
    detail: moves.detail.slice(),
    chance: moves.chance.slice(),
  };
}

/** Growable columns of moves. */
class MoveList {
  states = new Int32Array(1 << 12);
  firstMove = new Int32Array(1 << 12);
  // Room for the moves of a whole layer of the standard rules, which the planner in process asks for.
  next = new Int32Array(1 << 21);
  detail = new Int32Array(1 << 21);
  chance = new Float64Array(1 << 21);
  stateCount = 0;
  moveCount = 0;

  addState(state: number): void {
    if (this.stateCount + 2 > this.states.length) {
      this.states = grown(this.states);
      this.firstMove = grown(this.firstMove);
    }
    this.states[this.stateCount] = state;
    this.firstMove[this.stateCount++] = this.moveCount;
    this.firstMove[this.stateCount] = this.moveCount;
  }

  addMove(next: number, detail: number, q: number): void {
    if (this.moveCount === this.next.length) {
      this.next = grown(this.next);
      this.detail = grown(this.detail);
      this.chance = grown(this.chance);
    }
    const m = this.moveCount++;
    this.next[m] = next;
    this.detail[m] = detail;
    this.chance[m] = q;
    this.firstMove[this.stateCount] = this.moveCount;
  }

  /** Views of the moves gathered (valid until the list is used again); the list starts empty again. */
  take(): DistributionMoves {
    const n = this.moveCount;
    const moves = {
      states: this.states.subarray(0, this.stateCount),
      firstMove: this.firstMove.subarray(0, this.stateCount + 1),
      next: this.next.subarray(0, n),
      detail: this.detail.subarray(0, n),
      chance: this.chance.subarray(0, n),
    };
    this.stateCount = 0;
    this.moveCount = 0;
    return moves;
  }
}

function grown<T extends Int32Array | Float64Array>(array: T): T {
  const bigger = new (array.constructor as new (n: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** Works out moves layer by layer for one value table (one policy kernel and its scratch). */
export class DistributionPlanner {
  readonly layout: SolverLayout;
  private readonly policy: TurnPolicy;
  private readonly list = new MoveList();

  constructor(
    private readonly table: ValueTable,
    kernel: KernelChoice = 'auto',
  ) {
    this.layout = table.layout;
    this.policy = createTurnPolicy(table.layout, kernel);
  }

  /**
   * The moves of the reached states (reached[state] !== 0) in the groups of layer k whose masks are
   * layout.layers[k][from .. to); marks every state they lead to as reached. The moves are views into the
   * planner's lists, valid until its next call (ownMoves copies them).
   */
  layerMoves(
    k: number,
    from: number,
    to: number,
    reached: Uint8Array,
    shouldCancel?: () => boolean,
  ): DistributionMoves {
    const { layout, policy, list } = this;
    const values = this.table.values;
    const t = diceTables();
    const masks = layout.layers[k]!;
    const span = policy.pointsSpan;
    for (let g = from; g < to; g++) {
      if (shouldCancel && ((g - from) & 15) === 0 && shouldCancel()) throw new SolveCancelled();
      const s = masks[g]!;
      for (let y = 0; y < (hasYachtGroup(layout, s) ? 2 : 1); y++) {
        const at = groupStart(layout, s, y);
        const W = groupLanes(layout, s);
        // The policy of the reached lanes only (a third of them are never reached): lanes lo .. hi - 1.
        let lo = 0;
        while (lo < W && reached[at + lo] === 0) lo++;
        if (lo === W) continue;
        let hi = W;
        while (reached[at + hi - 1] === 0) hi--;
        policy.plan(values, s, y, lo, hi - lo);
        const fiveAlike = [1, 2, 3, 4, 5, 6].map((f) => fiveAlikeChoices(layout, s, y, f));
        for (let j = lo; j < hi; j++) {
          if (reached[at + j] === 0) continue;
          list.addState(at + j);
          // The turn: first roll, keep, roll, keep, roll.
          const outcomes = policy.turn(j - lo);
          const play = (box: number, points: number, extra: number, q: number): void => {
            const s2 = s | (1 << box);
            const face = layout.upperFace[box]!;
            let next: number;
            let bonus = 0;
            if (face === 0) {
              next = groupStart(layout, s2, flagAfter(layout, box, points, y)) + j;
            } else {
              const m = upperMove(layout, s, face, (points / face) | 0);
              bonus = layout.upperBonus[m]![j]!;
              next = groupStart(layout, s2, y) + layout.upperNext[m]![j]!;
            }
            reached[next] = 1;
            list.addMove(next, moveDetail(box, points, bonus > 0, extra > 0), q);
          };
          // Five alike one by one (their boxes follow the joker), then the plain rolls by (box, points).
          for (let f = 1; f <= 6; f++) {
            const r = t.yachtRoll[f]!;
            const q = policy.finalChance(r, j - lo);
            if (q === 0) continue;
            const choices = fiveAlike[f - 1]!;
            const chosen = choices.boxes[policy.choice(r, j - lo)]!;
            play(boxIndex(layout, chosen.box), chosen.points, choices.extraYacht, q);
          }
          for (let i = 0; i < outcomes; i++) {
            const slot = policy.slots[i]!;
            play((slot / span) | 0, slot % span, 0, policy.slotChance[i]!);
          }
        }
      }
    }
    return list.take();
  }
}
