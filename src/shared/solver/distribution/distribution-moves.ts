// The first pass of the score distribution (distribution.ts): the moves of one layer's reached states under
// the policy. Which states are reached depends on the policy alone, never on how likely they are, so this pass
// needs only the set of reached states and can be split across workers by group; the chance is carried by
// the second pass (DistributionSpreader), which takes the moves in state order.
//
// Per group (S, y) of the layer: the policy of its reached lanes (kernel-types.ts's TurnPolicy), then per
// reached lane the turn's outcomes by pushing the chance of the first roll through the
// chosen keeps; each outcome is a move (next state, points, chance), and its next state is marked reached.

import { diceTables, ROLLS } from '../layout/dice-tables';
import { boxIndex } from '../layout/boxes';
import { createTurnPolicy, type KernelChoice, type TurnPolicy } from '../kernels';
import type { DistributionMoves } from '../kernel-types';
import {
  flagAfter,
  groupLanes,
  groupStart,
  hasYachtGroup,
  mostLanes,
  upperMove,
  type SolverLayout,
} from '../layout/layout';
import { SolveCancelled, type ValueTable } from '../tables/solve';

export type { DistributionMoves };

/**
 * A move's box (bits 0-4), whether it completes the upper bonus (bit 5, layout.bonusPoints) and whether it
 * pays an extra yacht (bit 6, the rules' extraYachtPoints), and the points written in the box (from bit 7).
 */
export function moveDetail(box: number, points: number, bonus: boolean, extra: boolean): number {
  return box | (bonus ? 32 : 0) | (extra ? 64 : 0) | (points << 7);
}

/** Room for the boxes five alike of one face may go in (every box at most). */
const FIVE_ALIKE_ROOM = 32;

/** The most moves one state has: a box and points for each plain roll, and the five alike. */
const MOST_MOVES = ROLLS + 6;

/** Makes the memory a move list lives in (a SharedArrayBuffer where other threads read the moves). */
export type MovesMemory = (bytes: number) => ArrayBuffer | SharedArrayBuffer;

const plainMemory: MovesMemory = (bytes) => new ArrayBuffer(bytes);

/**
 * Growable columns of moves, filled chunk after chunk (take() ends one) and rewound for a new layer: the
 * memory is touched once and reused, since a first touch costs a page fault. A chunk's views stay valid
 * until the list is rewound (growing copies everything into new memory and leaves the old views alone).
 */
class MoveList {
  states: Int32Array;
  firstMove: Int32Array;
  next: Int32Array;
  detail: Int32Array;
  chance: Float64Array;
  /** The layer whose moves it holds (-1: none). */
  layer = -1;
  private stateAt = 0;
  private firstAt = 0;
  private moveAt = 0;
  private chunkState = 0;
  private chunkFirst = 0;
  private chunkMove = 0;

  constructor(
    private readonly memory: MovesMemory,
    states: number,
    moves: number,
  ) {
    this.states = new Int32Array(memory(4 * states));
    this.firstMove = new Int32Array(memory(4 * states));
    this.next = new Int32Array(memory(4 * moves));
    this.detail = new Int32Array(memory(4 * moves));
    this.chance = new Float64Array(memory(8 * moves));
  }

  rewind(layer: number): void {
    this.layer = layer;
    this.stateAt = this.firstAt = this.moveAt = 0;
    this.chunkState = this.chunkFirst = this.chunkMove = 0;
    this.firstMove[0] = 0;
  }

  addState(state: number): void {
    if (this.firstAt + 2 > this.firstMove.length) {
      this.states = this.grown(this.states, this.stateAt);
      this.firstMove = this.grown(this.firstMove, this.firstAt + 1);
    }
    this.states[this.stateAt++] = state;
    this.firstAt++;
    this.firstMove[this.firstAt] = this.moveAt - this.chunkMove;
  }

  /** Room for n more moves of the last state: where they go (commit says how many were written). */
  reserve(n: number): number {
    if (this.moveAt + n > this.next.length) {
      this.next = this.grown(this.next, this.moveAt);
      this.detail = this.grown(this.detail, this.moveAt);
      this.chance = this.grown(this.chance, this.moveAt);
    }
    return this.moveAt;
  }

  commit(n: number): void {
    this.moveAt += n;
    this.firstMove[this.firstAt] = this.moveAt - this.chunkMove;
  }

  /** The chunk's moves (views valid until the list is rewound); the next chunk starts after them. */
  take(): DistributionMoves {
    const moves = {
      states: this.states.subarray(this.chunkState, this.stateAt),
      firstMove: this.firstMove.subarray(this.chunkFirst, this.firstAt + 1),
      next: this.next.subarray(this.chunkMove, this.moveAt),
      detail: this.detail.subarray(this.chunkMove, this.moveAt),
      chance: this.chance.subarray(this.chunkMove, this.moveAt),
    };
    this.chunkState = this.stateAt;
    this.chunkFirst = this.firstAt = this.firstAt + 1;
    this.chunkMove = this.moveAt;
    if (this.firstAt >= this.firstMove.length) {
      this.states = this.grown(this.states, this.stateAt);
      this.firstMove = this.grown(this.firstMove, this.firstAt);
    }
    this.firstMove[this.firstAt] = 0;
    return moves;
  }

  private grown<T extends Int32Array | Float64Array>(array: T, used: number): T {
    const make = array.constructor as new (buffer: ArrayBuffer | SharedArrayBuffer) => T;
    // Twice as large, and room for a state's moves more (reserve asks for at most that).
    const bigger = new make(this.memory(2 * array.byteLength + MOST_MOVES * array.BYTES_PER_ELEMENT));
    bigger.set(array.subarray(0, used));
    return bigger;
  }
}

/** Where the planner's moves live. */
export interface PlannerMemory {
  /** Makes its memory (default: ArrayBuffers). */
  readonly memory?: MovesMemory;
  /** How many layers' moves are kept at once (default 1): layer k's are in list k mod lists, valid until
   *  layer k + lists is worked out. */
  readonly lists?: number;
  /** Room for how many moves each list starts with (default: a layer of the standard rules; a list grows as
   *  it fills): a seat's last turns need a few thousand, and fresh memory costs time to make. */
  readonly moves?: number;
}

/** Works out moves layer by layer for one value table (one policy kernel and its scratch). */
export class DistributionPlanner {
  readonly layout: SolverLayout;
  private readonly policy: TurnPolicy;
  private readonly lists: MoveList[];
  /** Per slot (box × pointsSpan + points) of the group being planned, four numbers filled as met: a stamp
   *  (the group's number), the next group's first state, the move's detail without the bonus, and for an
   *  upper box where its move starts in upperLanes (else -1). */
  private readonly slotInfo: Int32Array;
  private group = 0;
  /** layout.upperNext (a move's lanes from upperMove), and the bonus bit of each (moveDetail). */
  private readonly upperLanes: Int32Array;
  private readonly upperBonusBit: Uint8Array;
  /** The reached lanes of the group being planned. */
  private readonly lanes: Int32Array;
  /** The slot of each box five alike of face f may go in: fiveSlots[(f - 1) × FIVE_ALIKE_ROOM + choice]. */
  private readonly fiveSlots = new Int32Array(6 * FIVE_ALIKE_ROOM);

  constructor(
    private readonly table: ValueTable,
    kernel: KernelChoice = 'auto',
    private readonly where: PlannerMemory = {},
  ) {
    this.layout = table.layout;
    this.lists = [];
    this.restart();
    this.policy = createTurnPolicy(table.layout, kernel);
    this.lanes = new Int32Array(mostLanes(table.layout));
    this.slotInfo = new Int32Array(4 * table.layout.boxCount * this.policy.pointsSpan);
    const { upperNext, upperBonus } = table.layout;
    this.upperLanes = upperNext;
    this.upperBonusBit = new Uint8Array(upperBonus.length);
    upperBonus.forEach((b, i) => (this.upperBonusBit[i] = b > 0 ? 32 : 0));
  }

  /** Fills slot `slot` (box × pointsSpan + points) of group (S, y). */
  private fillSlot(slot: number, s: number, y: number): void {
    const { layout } = this;
    const span = this.policy.pointsSpan;
    const box = (slot / span) | 0;
    const points = slot % span;
    const face = layout.upperFace[box]!;
    const s2 = s | (1 << box);
    const info = this.slotInfo;
    info[4 * slot] = this.group;
    info[4 * slot + 2] = moveDetail(box, points, false, false);
    if (face === 0) {
      info[4 * slot + 1] = groupStart(layout, s2, flagAfter(layout, box, points, y));
      info[4 * slot + 3] = -1;
    } else {
      info[4 * slot + 1] = groupStart(layout, s2, y);
      info[4 * slot + 3] = upperMove(layout, s, face, (points / face) | 0);
    }
  }

  /** New lists for a new distribution (the moves given out so far stay as they are, in the old ones). */
  restart(): void {
    // Room for a layer of the standard rules at the first try (the memory is only touched as it fills).
    const moves = this.where.moves ?? 1 << 22;
    const lists = Array.from(
      { length: this.where.lists ?? 1 },
      () => new MoveList(this.where.memory ?? plainMemory, Math.max(1, moves >> 5), moves),
    );
    this.lists.splice(0, this.lists.length, ...lists);
  }

  /**
   * The moves of the reached states (reached[state] !== 0) in the groups of layer k whose masks are
   * layout.layers[k][from .. to); marks every state they lead to as reached. The moves are views into the
   * planner's lists (PlannerMemory says how long they stay valid).
   */
  layerMoves(
    k: number,
    from: number,
    to: number,
    reached: Uint8Array,
    shouldCancel?: () => boolean,
  ): DistributionMoves {
    const { layout, policy } = this;
    const list = this.lists[k % this.lists.length]!;
    if (list.layer !== k) list.rewind(k);
    const values = this.table.values;
    const t = diceTables();
    const masks = layout.layers[k]!;
    const span = policy.pointsSpan;
    for (let g = from; g < to; g++) {
      if (shouldCancel && ((g - from) & 15) === 0 && shouldCancel()) throw new SolveCancelled();
      const s = masks[g]!;
      for (let y = 0; y < (hasYachtGroup(layout, s) ? 2 : 1); y++) {
        const at = groupStart(layout, s, y);
        // The policy of the reached lanes only (a third of them are never reached).
        const { lanes } = this;
        let n = 0;
        for (let j = 0, W = groupLanes(layout, s); j < W; j++) if (reached[at + j] !== 0) lanes[n++] = j;
        if (n === 0) continue;
        policy.plan(values, s, y, lanes, n);
        this.group++;
        const { slots, slotChance } = policy;
        const { slotInfo, group, fiveSlots, upperLanes, upperBonusBit } = this;
        // Five alike of each face: the slot of each box the joker allows (the policy picks one per lane).
        policy.fiveAlike.forEach((choices, f) =>
          choices.boxes.forEach((chosen, c) => {
            if (chosen.points >= span)
              throw new Error(`${chosen.points} points for five alike in ${chosen.box}`);
            fiveSlots[f * FIVE_ALIKE_ROOM + c] = boxIndex(layout, chosen.box) * span + chosen.points;
          }),
        );
        for (let listed = 0; listed < n; listed++) {
          const j = lanes[listed]!;
          list.addState(at + j);
          // The turn: first roll, keep, roll, keep, roll.
          const outcomes = policy.turn(listed);
          const first = list.reserve(outcomes + 6);
          const { next, detail, chance } = list;
          let m = first;
          // Five alike one by one (their boxes follow the joker), then the plain rolls by (box, points),
          // each move from its slot (box × span + points): where it leads and what it writes.
          for (let i = -6; i < outcomes; i++) {
            let slot: number;
            let q: number;
            let extra = 0;
            if (i < 0) {
              const r = t.yachtRoll[i + 7]!;
              q = policy.finalChance(r, listed);
              if (q === 0) continue;
              slot = fiveSlots[(i + 6) * FIVE_ALIKE_ROOM + policy.choice(r, listed)]!;
              if (policy.fiveAlike[i + 6]!.extraYacht > 0) extra = 64;
            } else {
              slot = slots[i]!;
              q = slotChance[i]!;
            }
            const o = 4 * slot;
            if (slotInfo[o] !== group) this.fillSlot(slot, s, y);
            const u = slotInfo[o + 3]!;
            let to = slotInfo[o + 1]!;
            let d = slotInfo[o + 2]! | extra;
            if (u < 0) to += j;
            else {
              to += upperLanes[u + j]!;
              d |= upperBonusBit[u + j]!;
            }
            // Written only when new: the workers share the array, and a write takes the line from the others.
            if (reached[to] === 0) reached[to] = 1;
            next[m] = to;
            detail[m] = d;
            chance[m++] = q;
          }
          list.commit(m - first);
        }
      }
    }
    return list.take();
  }
}
