// The first roll's stand (Generala's "servida"): a box with a servida scores more when the turn's first roll is
// written in it at once. Standing on the first roll is keeping all five dice with two rolls left, so the turn
// takes these moves as one more option of every such roll at that stage (turnStages, the policy, the planners):
// the value of keeping the roll with two rolls left becomes the larger of itself and the best servida move.

import { fiveAlikeRule } from '../../rules';
import { diceTables, ROLLS } from './dice-tables';
import { flagAfter, groupStart, oncePerLayout, type SolverLayout } from './layout';

/** Each lower box's servida points (index by box), 0 for none; null when the rules have no servida at all. */
export const servidaOf = oncePerLayout((layout: SolverLayout): Float64Array | null => {
  const points = new Float64Array(layout.boxCount);
  let any = false;
  layout.rules.boxes.forEach((b, i) => {
    if (b.servida !== undefined && b.servida !== 0 && layout.upperFace[i] === 0) {
      points[i] = b.servida;
      any = true;
    }
  });
  return any ? points : null;
});

/**
 * A group's servida moves: roll, box, the points written in the box (`score`), the move's points (the score
 * and any extra yacht), where its successor group starts.
 */
export interface ServidaMoves {
  count: number;
  readonly roll: Int32Array;
  readonly box: Int32Array;
  readonly score: Float64Array;
  readonly points: Float64Array;
  readonly base: Int32Array;
}

/** At most every roll in every box. */
export function createServidaMoves(boxCount: number): ServidaMoves {
  const most = Math.max(boxCount, 1) * ROLLS;
  return {
    count: 0,
    roll: new Int32Array(most),
    box: new Int32Array(most),
    score: new Float64Array(most),
    points: new Float64Array(most),
    base: new Int32Array(most),
  };
}

/**
 * The servida moves of group (S, y): every open box with a servida, for every roll it scores with. Five alike
 * goes where the rules' five-alike rule lets it (with its extra yacht); the yacht flag follows what the box
 * then holds, as a box written later in the turn.
 */
export function servidaMovesInto(
  layout: SolverLayout,
  s: number,
  y: number,
  into: ServidaMoves,
): ServidaMoves {
  into.count = 0;
  const servida = servidaOf(layout);
  if (servida === null) return into;
  const t = diceTables();
  const open = layout.fullMask & ~s;
  const yachtHeld =
    layout.yachtBox >= 0 && s & (1 << layout.yachtBox) ? (y === 1 ? yachtPointsOf(layout) : 0) : null;
  let n = 0;
  for (let b = 0; b < layout.boxCount; b++) {
    const more = servida[b]!;
    if (more === 0 || !(open & (1 << b))) continue;
    for (let r = 0; r < ROLLS; r++) {
      const natural = layout.points[b * ROLLS + r]!;
      if (natural <= 0) continue;
      let extra = 0;
      const face = t.yachtRoll.indexOf(r);
      if (face > 0) {
        const rule = fiveAlikeRule(layout.rules, face, open, yachtHeld);
        // A joker's points or a box the joker rule forbids: no stand of its own to add (the plain turn has it).
        if (!(rule.boxes & (1 << b)) || rule.jokerPoints) continue;
        extra = rule.extraYacht;
      }
      const points = natural + more;
      into.roll[n] = r;
      into.box[n] = b;
      into.score[n] = points;
      into.points[n] = points + extra;
      into.base[n] = groupStart(layout, s | (1 << b), flagAfter(layout, b, points, y));
      n++;
    }
  }
  into.count = n;
  return into;
}

function yachtPointsOf(layout: SolverLayout): number {
  const scoring = layout.rules.boxes[layout.yachtBox]?.scoring;
  return scoring?.kind === 'yacht' ? scoring.points : 0;
}

/**
 * Raises the keep-all values of the servida rolls in `out` (rows of `stride` values from `at`, row = the roll,
 * lanes j0 .. j0 + W - 1 of the group at columns 0 .. W - 1) to their best servida move where that is more;
 * with `pick` (the same rows, filled with -1 by the caller), notes which move raised each (the last of equals
 * is never taken: a move must be strictly better, so a tie keeps the turn as it was).
 */
export function applyServida(
  values: Float64Array,
  moves: ServidaMoves,
  out: Float64Array,
  at: number,
  stride: number,
  j0: number,
  W: number,
  pick?: Int16Array,
): void {
  for (let i = 0; i < moves.count; i++) {
    const row = at + moves.roll[i]! * stride;
    const p = moves.points[i]!;
    const base = moves.base[i]! + j0;
    for (let j = 0; j < W; j++) {
      const v = p + values[base + j]!;
      if (v > out[row + j]!) {
        out[row + j] = v;
        if (pick) pick[moves.roll[i]! * stride + j] = i;
      }
    }
  }
}
