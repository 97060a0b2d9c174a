// The candidate blocks of a group (S, y): what writing a final roll in each open box leads to, per lane, read
// once per group and then combined with every roll's points. The one builder behind the TypeScript kernel,
// the WebAssembly kernel's bookkeeping and the bonus chance (which builds the chances beside the values).
//
// Open boxes come in the rules' order. A lower box has one block: the value of the state after it (its points
// vary by roll, so they are added per roll), the yacht flag as a nought leaves it (on a plain roll the yacht
// box can only take a nought). An upper box has six, one per count c = 0..5 of its face: its points (face × c),
// the bonus that move completes, and the value of the lane it leads to.

import { flagAfter, groupStart, upperMove, type SolverLayout } from './layout';

/** What a block holds: the expected future points (values), or the chance of the upper bonus (chances). */
export type CandidateKind = 'value' | 'chance';

export interface CandidateBlocks {
  /** Open boxes, in the rules' order (box indices); only the first `count` entries are set. */
  readonly open: Int32Array;
  /** Where box open[b]'s first block starts in the output. */
  readonly blockOf: Int32Array;
  count: number;
}

export function createCandidateBlocks(boxes = 16): CandidateBlocks {
  return { open: new Int32Array(boxes), blockOf: new Int32Array(boxes), count: 0 };
}

/**
 * Writes the blocks of group (S, y) for its lanes j0 .. j0 + W - 1 into `out`, each block `stride` slots apart
 * (stride ≥ W; the slots past W are zeroed, for kernels that read lanes two at a time), reading the next layer
 * from `from`: the value table ('value'), or the bonus-chance table ('chance': a move that completes the bonus
 * is 1). Fills `blocks` with the open boxes and where their blocks start.
 */
export function fillCandidates(
  layout: SolverLayout,
  kind: CandidateKind,
  from: Float64Array,
  s: number,
  y: number,
  j0: number,
  W: number,
  stride: number,
  out: Float64Array,
  blocks: CandidateBlocks,
): void {
  const { open, blockOf } = blocks;
  let m = 0;
  let used = 0;
  for (let box = 0; box < layout.boxCount; box++) {
    if (s & (1 << box)) continue;
    open[m] = box;
    blockOf[m++] = used;
    const s2 = s | (1 << box);
    const face = layout.upperFace[box]!;
    if (face === 0) {
      const base = groupStart(layout, s2, flagAfter(layout, box, 0, y)) + j0;
      for (let j = 0; j < W; j++) out[used + j] = from[base + j]!;
      for (let j = W; j < stride; j++) out[used + j] = 0;
      used += stride;
      continue;
    }
    const base = groupStart(layout, s2, y);
    for (let c = 0; c <= 5; c++) {
      const k = upperMove(layout, s, face, c);
      const { upperNext: next, upperBonus: bonus } = layout;
      const at = k + j0;
      if (kind === 'value') {
        for (let j = 0; j < W; j++) out[used + j] = face * c + bonus[at + j]! + from[base + next[at + j]!]!;
      } else {
        for (let j = 0; j < W; j++) out[used + j] = bonus[at + j]! > 0 ? 1 : from[base + next[at + j]!]!;
      }
      for (let j = W; j < stride; j++) out[used + j] = 0;
      used += stride;
    }
  }
  blocks.count = m;
}
