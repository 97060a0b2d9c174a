// A game of Perfect alone, played on the table's states without the engine: what a simulation of Perfect plays
// (`yacht simulate --bot perfect`, src/main/sim/games.ts). The same dice as the engine draws them (a face for
// each rerolled position, in position order), the same decisions (perfect-policy.ts) and so the same sheet as
// playBotGame; what it leaves out is the event log and the engine's check of every move (a test plays games
// both ways on every rule set and compares them decision for decision).

import { DICE_COUNT } from '../dice';
import { ROLLS_PER_TURN, type RandomSource } from '../game';
import { winsAtOnce, type Sheet } from '../rules';
import { planState, stateAfter, stateIndex, type ValueTable } from '../solver';
import { perfectBox, perfectKeep, type BoxPick } from './perfect-policy';
import type { TieBreak } from './types';
import { STAND } from './turn-values';

export interface SoloGame {
  readonly sheet: Sheet;
  /** Extra yachts scored (each worth the joker rule's extra-yacht points). */
  readonly extraYachts: number;
}

/** Told every decision: the dice, the rolls left, and the keep mask (STAND to score) or the box written. */
export type SoloDecision = (dice: readonly number[], rollsLeft: number, keep: number, box: number) => void;

/** Plays one game of Perfect alone, every die from `random`, ties drawn from `tieBreak` (none: the first). */
export function playPerfectSolo(
  table: ValueTable,
  random: RandomSource,
  tieBreak?: TieBreak,
  onDecision?: SoloDecision,
): SoloGame {
  const { layout } = table;
  const boxes = layout.rules.boxes;
  const sheet: Record<string, number> = {};
  let extraYachts = 0;
  let { state } = planState(table, sheet);
  const dice = new Array<number>(DICE_COUNT).fill(0);
  const pick: BoxPick = { box: 0, points: 0, extraYacht: 0 };
  for (let turn = 0; turn < boxes.length; turn++) {
    const at = { state, key: stateIndex(layout, state) };
    let keep = 0;
    for (let rollsLeft = ROLLS_PER_TURN - 1; ; rollsLeft--) {
      for (let p = 0; p < DICE_COUNT; p++) if (!(keep & (1 << p))) dice[p] = random.nextFace();
      keep = rollsLeft > 0 ? perfectKeep(table, at, dice, rollsLeft, tieBreak) : STAND;
      if (keep !== STAND) {
        onDecision?.(dice, rollsLeft, keep, -1);
        continue;
      }
      const firstRoll = rollsLeft === ROLLS_PER_TURN - 1;
      const { box, points, extraYacht } = perfectBox(table, state, dice, tieBreak, pick, firstRoll);
      onDecision?.(dice, rollsLeft, STAND, box);
      sheet[boxes[box]!.id] = points;
      if (extraYacht > 0) extraYachts++;
      // A Generala servida where it wins ends the game at once, as the engine ends it.
      if (winsAtOnce(layout.rules, boxes[box]!.id, dice, firstRoll)) return { sheet, extraYachts };
      state = stateAfter(layout, state, box, points);
      break;
    }
  }
  return { sheet, extraYachts };
}
