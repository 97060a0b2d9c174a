// A game played with real dice (shared/game/real-dice.ts), as a replay tells it: which kind of table it was,
// why Perfect has no shadow on its dice, and why a score sheet's turns are not split into luck and skill.

import { liveEvents, type CreatedEvent, type GameEvent, type RealDiceMode } from '../game';

/** "real dice, coached" / "real dice, score sheet": how the game was played, for a list or a title. */
export function realDiceLabel(mode: RealDiceMode): string {
  return mode === 'coached' ? 'real dice, coached' : 'real dice, score sheet';
}

/** The game's table in words, or null when the app rolled its dice. */
export function realDiceOf(created: CreatedEvent): string | null {
  return created.realDice ? realDiceLabel(created.realDice.mode) : null;
}

export const REAL_DICE_SHADOW_REASON =
  'Played with real dice: only the dice rolled at the table are known, so Perfect’s own line cannot be dealt (its keeps would need dice nobody rolled).';

/** What a score sheet's typed final dice are in the split, in a few words (the page's and `yacht grade`'s). */
export const TYPED_FINAL_WORDS = 'typed final dice: luck and keeps together';

/** Why a score sheet's turns are counted apart from luck. */
export const TYPED_FINAL_NOTE =
  'On a score sheet only each turn’s final dice were typed: the rolls and keeps before them are not known, so what those dice did is luck and the keeps’ skill together. It is counted apart (“typed final dice”), not as luck, and only the boxes of those turns are graded.';

/** The log indexes of the live scores made on a score sheet's typed final dice (their turn's only roll). */
export function finalDiceScores(events: readonly GameEvent[]): Set<number> {
  const scores = new Set<number>();
  let final = false;
  for (const index of liveEvents(events)) {
    const event = events[index];
    if (event?.type === 'rolled') final = event.final === true;
    else if (event?.type === 'scored') {
      if (final) scores.add(index);
      final = false;
    }
  }
  return scores;
}
