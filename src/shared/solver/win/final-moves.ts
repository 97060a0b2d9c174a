// Where a final roll can go from one state (S, y, lane): for every roll, each legal box's next state (its index
// in the value table, which names every state) and the points the move gains (the box's points, any upper bonus
// it completes and any extra-yacht points). The win engine's states are the value table's states, so these are
// the moves the points solver makes, listed per state rather than per group.

import { fiveAlikeRule } from '../../rules';
import { diceTables, ROLLS } from '../layout/dice-tables';
import { keptYachtMoves } from '../layout/five-alike';
import { createServidaMoves, servidaMovesInto, type ServidaMoves } from '../layout/servida';
import { flagAfter, groupStart, upperMove, type SolverLayout } from '../layout/layout';

/**
 * One state's final-roll moves: roll r's at start[r] .. start[r + 1] - 1 of next, key and gain. `next` is the
 * next state's index in the value table, `key` the same state as stateKeyCode packs it.
 */
export interface FinalMoves {
  readonly start: Int32Array;
  readonly next: Int32Array;
  readonly key: Int32Array;
  readonly gain: Int32Array;
  /**
   * Standing on the first roll where it writes more (a servida) or wins at once (a Generala servida): moves
   * 0 .. stands[0] - 1 of standRoll, standNext, standKey and standGain, one more option of those first rolls.
   */
  readonly stands: Int32Array;
  readonly standRoll: Int32Array;
  readonly standNext: Int32Array;
  readonly standKey: Int32Array;
  readonly standGain: Int32Array;
}

/**
 * The gain of a move that wins the game at once: past every total, so the next state's row is read at its
 * flat end, the utility of a total no one beats (a code's gain is below 4096: see outcome-turn.ts).
 */
export const WIN_GAIN = 4095;

/** A state (S, y, lane) as one number: lanes are fewer than 64. */
export function stateKeyCode(s: number, y: number, lane: number): number {
  return (s * 2 + y) * 64 + lane;
}

/** The state a stateKeyCode names. */
export function stateOfCode(code: number): { readonly s: number; readonly y: number; readonly lane: number } {
  const group = Math.floor(code / 64);
  return { s: group >> 1, y: group & 1, lane: code % 64 };
}

/** The face of each roll that is five alike, else 0. */
let yachtFaces: Int8Array | null = null;
function yachtFaceOf(): Int8Array {
  if (yachtFaces) return yachtFaces;
  const t = diceTables();
  yachtFaces = new Int8Array(ROLLS);
  for (let f = 1; f <= 6; f++) yachtFaces[t.yachtRoll[f]!] = f;
  return yachtFaces;
}

/** At most this many moves: every box for every roll. */
export const MAX_FINAL_MOVES = ROLLS * 16;

export function createFinalMoves(): FinalMoves {
  return {
    start: new Int32Array(ROLLS + 1),
    next: new Int32Array(MAX_FINAL_MOVES),
    key: new Int32Array(MAX_FINAL_MOVES),
    gain: new Int32Array(MAX_FINAL_MOVES),
    stands: new Int32Array(1),
    standRoll: new Int32Array(MAX_FINAL_MOVES),
    standNext: new Int32Array(MAX_FINAL_MOVES),
    standKey: new Int32Array(MAX_FINAL_MOVES),
    standGain: new Int32Array(MAX_FINAL_MOVES),
  };
}

const servidaScratch: ServidaMoves = createServidaMoves(16);

/** The first-roll stands of state (S, y, lane) into `into` (see FinalMoves.stands). */
function standsInto(
  layout: SolverLayout,
  s: number,
  y: number,
  lane: number,
  into: FinalMoves,
  instantWins: boolean,
): void {
  const { standRoll, standNext, standKey, standGain } = into;
  const servida = servidaMovesInto(layout, s, y, servidaScratch);
  let n = 0;
  for (let i = 0; i < servida.count; i++) {
    const b = servida.box[i]!;
    const s2 = s | (1 << b);
    const y2 = flagAfter(layout, b, servida.score[i]!, y);
    standRoll[n] = servida.roll[i]!;
    standNext[n] = servida.base[i]! + lane;
    standKey[n] = stateKeyCode(s2, y2, lane);
    standGain[n] = servida.points[i]!;
    n++;
  }
  const win = instantWins ? layout.rules.instantWin : undefined;
  const b = win === undefined ? -1 : layout.rules.boxes.findIndex((box) => box.id === win);
  if (b >= 0 && !(s & (1 << b))) {
    const t = diceTables();
    for (let f = 1; f <= 6; f++) {
      const r = t.yachtRoll[f]!;
      const rule = fiveAlikeRule(layout.rules, f, layout.fullMask & ~s, null);
      if (!(rule.boxes & (1 << b))) continue;
      const p = layout.points[b * ROLLS + r]!;
      const y2 = flagAfter(layout, b, p, y);
      standRoll[n] = r;
      standNext[n] = groupStart(layout, s | (1 << b), y2) + lane;
      standKey[n] = stateKeyCode(s | (1 << b), y2, lane);
      standGain[n] = WIN_GAIN;
      n++;
    }
  }
  into.stands[0] = n;
}

/**
 * Fills `into` with the final-roll moves of state (S, y, lane) and its first-roll stands (a Generala servida's
 * win at once among them with `instantWins`); returns it.
 */
export function finalMovesInto(
  layout: SolverLayout,
  s: number,
  y: number,
  lane: number,
  into: FinalMoves,
  instantWins = false,
): FinalMoves {
  const t = diceTables();
  const { start, next, key, gain } = into;
  const { upperNext, upperBonus, points, upperFace } = layout;
  const yachtFace = yachtFaceOf();
  const five = keptYachtMoves(layout, s, y);
  let at = 0;
  for (let r = 0; r < ROLLS; r++) {
    start[r] = at;
    const f = yachtFace[r]!;
    if (f > 0) {
      // Five alike: the joker rule says where the dice may go and what extra yacht they pay.
      const extra = five.extra[f - 1]!;
      for (let i = five.start[f - 1]!; i < five.start[f]!; i++) {
        const b = five.box[i]!;
        const p = five.points[i]!;
        const k = five.upper[i]!;
        const s2 = s | (1 << b);
        const y2 = k < 0 ? flagAfter(layout, b, p, y) : y;
        const lane2 = k < 0 ? lane : upperNext[k + lane]!;
        next[at] = groupStart(layout, s2, y2) + lane2;
        key[at] = stateKeyCode(s2, y2, lane2);
        gain[at] = p + extra + (k < 0 ? 0 : upperBonus[k + lane]!);
        at++;
      }
      continue;
    }
    const counts = t.counts[r]!;
    for (let b = 0; b < layout.boxCount; b++) {
      if (s & (1 << b)) continue;
      const p = points[b * ROLLS + r]!;
      const face = upperFace[b]!;
      const s2 = s | (1 << b);
      if (face === 0) {
        const y2 = flagAfter(layout, b, p, y);
        next[at] = groupStart(layout, s2, y2) + lane;
        key[at] = stateKeyCode(s2, y2, lane);
        gain[at] = p;
      } else {
        const k = upperMove(layout, s, face, counts[face]!);
        const lane2 = upperNext[k + lane]!;
        next[at] = groupStart(layout, s2, y) + lane2;
        key[at] = stateKeyCode(s2, y, lane2);
        gain[at] = p + upperBonus[k + lane]!;
      }
      at++;
    }
  }
  start[ROLLS] = at;
  standsInto(layout, s, y, lane, into, instantWins);
  return into;
}
