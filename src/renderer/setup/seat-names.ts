// The names a seat gets until the player types one: "Player 2" for a person, "Perfect bot" for a bot (with a
// number when two seats would share it). Such a name follows the seat's kind and level; a typed one stays.

import { BOT_LEVELS, type BotLevel, type Seat } from '../../shared/game';
import { nameProblem, normalName } from '../../shared/names';
import { LEVEL_LABELS } from '../ui/words';

// A label may hold brackets ("Perfect (to win)"): matched as the letters they are.
const LEVEL_WORDS = BOT_LEVELS.map((level) =>
  LEVEL_LABELS[level].replace(/[()[\]{}.*+?^$|\\]/g, '\\$&'),
).join('|');
const DEFAULT_NAME = new RegExp(`^(You|Player \\d+|(${LEVEL_WORDS}) bot( \\d+)?)$`);

/** True for a name the app gave (not one the player typed). */
export function isDefaultName(name: string): boolean {
  return DEFAULT_NAME.test(name.trim());
}

/** The name a seat of this kind gets, unlike the names of the other seats. */
export function defaultName(kind: Seat['kind'], level: BotLevel, others: readonly Seat[]): string {
  const taken = new Set(others.map((s) => s.name.trim()));
  if (kind === 'human') {
    for (let n = others.length + 1; ; n++) if (!taken.has(`Player ${n}`)) return `Player ${n}`;
  }
  const base = `${LEVEL_LABELS[level]} bot`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}

/** The seat after its kind or level changed: a default name follows, a typed one stays. */
export function reseated(seats: readonly Seat[], index: number, kind: Seat['kind'], level: BotLevel): Seat {
  const seat = seats[index];
  const others = seats.filter((_, i) => i !== index);
  const name = seat && !isDefaultName(seat.name) ? seat.name : defaultName(kind, level, others);
  return kind === 'human' ? { kind: 'human', name } : { kind: 'bot', name, level };
}

/** Why a typed name cannot be a seat's (names.ts), or null; a blank one is null here (said apart, once). */
export function seatNameProblem(name: string): string | null {
  const normal = normalName(name);
  return normal === '' ? null : nameProblem(normal);
}
