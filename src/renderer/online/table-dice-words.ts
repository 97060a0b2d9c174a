// A table's dice in words: the app's, or real dice and who types them (src/main/online/table-dice.ts), as a
// joiner reads them in the lobby and as the host reads them beside the table.

import type { TableRealDice } from '../../shared/api/online';

function modeWords(real: TableRealDice): string {
  return real.mode === 'sheet'
    ? 'Real dice, score sheet: each turn’s final dice are typed in.'
    : 'Real dice, coached: every roll is typed in.';
}

/** For a joiner: what they type here. */
export function joinerDiceWords(real: TableRealDice | null): string {
  if (real === null) return 'The app rolls the dice.';
  return `${modeWords(real)} ${
    real.playersType
      ? 'You type your own dice on this device.'
      : 'The host types everyone’s dice; you hold dice and pick boxes here.'
  }`;
}

/** For the host: what they type at their screen. */
export function hostDiceWords(real: TableRealDice | null): string {
  if (real === null) return 'The app rolls the dice.';
  return `${modeWords(real)} ${
    real.playersType
      ? 'Each joiner types their own dice on their phone; you type yours and the bots’.'
      : 'You type every seat’s dice here; joiners hold dice and pick boxes on their phones.'
  }`;
}
