// The play-out dialog's keys (listed in replay-keys.ts): 1–5 keep a die or let it go, Space rolls, B plays
// Perfect's choice, E lets Perfect play the line to the end, R starts the line again. Escape is the dialog's.

import { PLAY_OUT_KEYS } from '../replay-keys';

export type PlayOutKey =
  | { readonly kind: 'die'; readonly position: number }
  | { readonly kind: 'roll' | 'best' | 'to-the-end' | 'again' };

export function playOutKeyOf(key: string): PlayOutKey | null {
  if (key.length === 1 && key >= '1' && key <= '5') return { kind: 'die', position: Number(key) - 1 };
  if (key === ' ') return { kind: 'roll' };
  switch (key.toLowerCase()) {
    case PLAY_OUT_KEYS.best:
      return { kind: 'best' };
    case PLAY_OUT_KEYS.toTheEnd:
      return { kind: 'to-the-end' };
    case PLAY_OUT_KEYS.again:
      return { kind: 'again' };
    default:
      return null;
  }
}
