// Five alike from a group of states (S, y): where the dice may go (the rules' joker rule, asked with bit masks)
// and the final-roll rows they fill. Every solver stage, the bonus chance and the Perfect bot ask here.
//
// The points come from a table made once per layout (five of each face in each box, as they fall and as a
// joker), so that a solve's many thousand groups run small monomorphic code: asking the rules' scoring per
// group met a new kind of box in each layer, and V8 threw the optimised code away and compiled it again (about
// 1.4 s of compile time in a cold two-worker solve of standard).

import {
  fiveAlikeRule,
  heldYachtPoints,
  jokerPoints,
  naturalPoints,
  type BoxChoice,
  type ScoreChoices,
} from '../../rules';
import { diceTables } from './dice-tables';
import { flagAfter, groupStart, oncePerLayout, upperMove, type SolverLayout } from './layout';

/**
 * Points of five alike in each box, at [box * 7 + face]: as the dice fall, and as a joker; and once the yacht box
 * holds its points, as the dice fall (a second-yacht box's points then).
 */
interface FivePoints {
  readonly natural: Float64Array;
  readonly joker: Float64Array;
  readonly held: Float64Array;
  /** The yacht box's points for a yacht (what the yacht flag says it holds), or 0. */
  readonly yacht: number;
}

const fivePoints = oncePerLayout((layout: SolverLayout): FivePoints => {
  const t = diceTables();
  const natural = new Float64Array(layout.boxCount * 7);
  const joker = new Float64Array(layout.boxCount * 7);
  const held = new Float64Array(layout.boxCount * 7);
  const scoring = layout.rules.boxes[layout.yachtBox]?.scoring;
  const yacht = scoring?.kind === 'yacht' ? scoring.points : 0;
  layout.rules.boxes.forEach((box, b) => {
    for (let f = 1; f <= 6; f++) {
      const counts = t.counts[t.yachtRoll[f]!]!;
      natural[b * 7 + f] = naturalPoints(box.scoring, counts);
      joker[b * 7 + f] = jokerPoints(box.scoring, counts);
      held[b * 7 + f] = natural[b * 7 + f]! + heldYachtPoints(box, yacht);
    }
  });
  return { natural, joker, held, yacht };
});

/** The yacht box's points as the joker rule reads them: null while open, else its points or 0 by the flag. */
function yachtPoints(layout: SolverLayout, s: number, y: number, yacht: number): number | null {
  if (layout.yachtBox < 0 || !(s & (1 << layout.yachtBox))) return null;
  return y === 1 ? yacht : 0;
}

/** The joker rule for five alike of `face` from group (S, y). */
function ruleOf(layout: SolverLayout, s: number, y: number, face: number) {
  const held = yachtPoints(layout, s, y, fivePoints(layout).yacht);
  return fiveAlikeRule(layout.rules, face, layout.fullMask & ~s, held);
}

/**
 * The legal boxes and extra-yacht points of five alike of `face` from group (S, y), as the rules' choice
 * function gives them for a sheet with these boxes open (boxes in the rules' order).
 */
export function fiveAlikeChoices(layout: SolverLayout, s: number, y: number, face: number): ScoreChoices {
  const rule = ruleOf(layout, s, y, face);
  const five = fivePoints(layout);
  const held = yachtPoints(layout, s, y, five.yacht);
  const points = rule.jokerPoints ? five.joker : held !== null && held > 0 ? five.held : five.natural;
  const boxes: BoxChoice[] = [];
  for (let b = 0; b < layout.boxCount; b++) {
    if (rule.boxes & (1 << b)) boxes.push({ box: layout.rules.boxes[b]!.id, points: points[b * 7 + face]! });
  }
  return { boxes, extraYacht: rule.extraYacht, joker: rule.joker };
}

/**
 * Five alike from group (S, y), face by face: for each legal box (in the rules' order; face f's at start[f - 1]
 * .. start[f] - 1) its index, its points, its upper move (upperMove; -1 for a lower box) and where its successor
 * group starts; and the extra-yacht points of each face (extra[f - 1]).
 */
export interface YachtMoves {
  readonly start: Int32Array;
  readonly box: Int32Array;
  readonly points: Float64Array;
  readonly upper: Int32Array;
  readonly base: Int32Array;
  readonly extra: Float64Array;
}

/** At most this many moves: every box for every face. */
const MAX_MOVES = 16 * 6;

/** Room for any group's yacht moves, for yachtMovesInto (a solve fills one per group, allocating nothing). */
export function createYachtMoves(): YachtMoves {
  return {
    start: new Int32Array(7),
    box: new Int32Array(MAX_MOVES),
    points: new Float64Array(MAX_MOVES),
    upper: new Int32Array(MAX_MOVES),
    base: new Int32Array(MAX_MOVES),
    extra: new Float64Array(6),
  };
}

/** Where five alike of each face can go from group (S, y), written into `into`: see YachtMoves. */
export function yachtMovesInto(layout: SolverLayout, s: number, y: number, into: YachtMoves): YachtMoves {
  // Everything read once, up front: a solve runs this for every group, and V8 compiles it early, from the first
  // groups, before every branch has been taken.
  const { natural, joker, held: whenHeld, yacht } = fivePoints(layout);
  const { rules, fullMask } = layout;
  const held = yachtPoints(layout, s, y, yacht);
  const { start, box, points, upper, base, extra } = into;
  let at = 0;
  for (let f = 1; f <= 6; f++) {
    const rule = fiveAlikeRule(rules, f, fullMask & ~s, held);
    const from = rule.jokerPoints ? joker : held !== null && held > 0 ? whenHeld : natural;
    extra[f - 1] = rule.extraYacht;
    for (let b = 0; b < layout.boxCount; b++) {
      if (!(rule.boxes & (1 << b))) continue;
      // afterBox's lane-independent part, worked out once.
      const p = from[b * 7 + f]!;
      const face = layout.upperFace[b]!;
      box[at] = b;
      points[at] = p;
      upper[at] = face === 0 ? -1 : upperMove(layout, s, face, (p / face) | 0);
      base[at] = groupStart(layout, s | (1 << b), face === 0 ? flagAfter(layout, b, p, y) : y);
      at++;
    }
    start[f] = at;
  }
  return into;
}

const scratchMoves = createYachtMoves();

/** Where five alike of each face can go from group (S, y), in arrays of its own (cut to size). */
export function yachtMoves(layout: SolverLayout, s: number, y: number): YachtMoves {
  const m = yachtMovesInto(layout, s, y, scratchMoves);
  const n = m.start[6]!;
  return {
    start: m.start.slice(),
    box: m.box.slice(0, n),
    points: m.points.slice(0, n),
    upper: m.upper.slice(0, n),
    base: m.base.slice(0, n),
    extra: m.extra.slice(),
  };
}

/** Yacht moves kept per layout by group (S, y), for callers that meet the same groups again and again. */
const keptMoves = new WeakMap<SolverLayout, Map<number, YachtMoves>>();
/** Groups kept per layout; cleared whole when full. */
const KEPT_MOVES = 1 << 14;

/**
 * yachtMoves, remembered: the turn planner asks for the same groups game after game (a solve meets each group
 * once, so it asks yachtMoves itself).
 */
export function keptYachtMoves(layout: SolverLayout, s: number, y: number): YachtMoves {
  let kept = keptMoves.get(layout);
  if (!kept) keptMoves.set(layout, (kept = new Map()));
  const key = s * 2 + y;
  let moves = kept.get(key);
  if (moves === undefined) {
    if (kept.size >= KEPT_MOVES) kept.clear();
    moves = yachtMoves(layout, s, y);
    kept.set(key, moves);
  }
  return moves;
}

/**
 * Final rolls of five alike: the rules' joker rule decides the legal boxes and the extra-yacht points. Writes
 * row r of `out` (rows of `stride` values from `at`), lanes beyond W set to 0; with `choice`, also
 * choice[r * stride + j]: the box taken, as its index among fiveAlikeChoices' boxes (the first in the rule set's
 * order among equals); with `fiveAlike`, fiveAlike[f - 1] = the choices of face f. `moves` are where five alike
 * go from the group (keptYachtMoves where the same groups come again).
 */
export function fillYachtRows(
  layout: SolverLayout,
  values: Float64Array,
  s: number,
  y: number,
  j0: number,
  W: number,
  out: Float64Array,
  at: number,
  stride: number,
  choice?: Int16Array | Float64Array,
  fiveAlike?: ScoreChoices[],
  moves: YachtMoves = yachtMoves(layout, s, y),
): void {
  const t = diceTables();
  for (let f = 1; f <= 6; f++) {
    const r = t.yachtRoll[f]!;
    if (fiveAlike) fiveAlike[f - 1] = fiveAlikeChoices(layout, s, y, f);
    const row = at + r * stride;
    // Loops, not fill(): a plan of one lane fills a few slots per row, and a builtin call costs more.
    for (let j = 0; j < W; j++) out[row + j] = -Infinity;
    for (let j = W; j < stride; j++) out[row + j] = 0;
    const { points, upper, base: bases } = moves;
    const extra = moves.extra[f - 1]!;
    const first = moves.start[f - 1]!;
    for (let i = 0; i < moves.start[f]! - first; i++) {
      const p = points[first + i]!;
      const base = bases[first + i]!;
      // A lower box has no upper move (-1): its lanes stay; an upper box's move its own. Two loops, so that
      // neither tests which per lane.
      const k = upper[first + i]!;
      if (k < 0) {
        for (let j = 0; j < W; j++) {
          const v = extra + (p + (values[base + j0 + j] ?? 0));
          if (v > out[row + j]!) {
            out[row + j] = v;
            if (choice) choice[r * stride + j] = i;
          }
        }
        continue;
      }
      const { upperNext, upperBonus } = layout;
      for (let j = 0; j < W; j++) {
        const lane = k + j0 + j;
        const v = extra + (p + upperBonus[lane]! + (values[base + upperNext[lane]!] ?? 0));
        if (v > out[row + j]!) {
          out[row + j] = v;
          if (choice) choice[r * stride + j] = i;
        }
      }
    }
  }
}
