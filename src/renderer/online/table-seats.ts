// The seats of an online table from a new game's seats: the first person is the host, every other person's
// seat is left open for a joiner, bots stay bots. And the words for a seat's choice.

import type { TableSeatSetup } from '../../shared/api/online';
import { BOT_LEVELS, type BotLevel, type Seat } from '../../shared/game';
import { LEVEL_HINTS, LEVEL_LABELS } from '../ui/words';

export function tableSeatsFrom(seats: readonly Seat[]): TableSeatSetup[] {
  let hostSeated = false;
  const table = seats.map((seat): TableSeatSetup => {
    if (seat.kind === 'bot') return { kind: 'bot', name: seat.name, level: seat.level };
    if (hostSeated) return { kind: 'open' };
    hostSeated = true;
    return { kind: 'host', name: seat.name };
  });
  // A table needs a seat for a joiner: with one seat, or no person after the first, one is added.
  if (!table.some((s) => s.kind === 'open')) table.push({ kind: 'open' });
  return table;
}

/** A seat's choice as one select value: 'host', 'open' or a bot level. */
export type SeatChoice = 'host' | 'open' | BotLevel;

export const SEAT_CHOICES: readonly { value: SeatChoice; label: string; hint?: string }[] = [
  { value: 'host', label: 'You (this computer)' },
  { value: 'open', label: 'Open for a joiner' },
  ...BOT_LEVELS.map((level) => ({
    value: level,
    label: `${LEVEL_LABELS[level]} bot`,
    hint: `${LEVEL_LABELS[level]}: ${LEVEL_HINTS[level]}`,
  })),
];

export function choiceOf(seat: TableSeatSetup): SeatChoice {
  return seat.kind === 'bot' ? seat.level : seat.kind;
}

export function seatFor(choice: SeatChoice, name: string): TableSeatSetup {
  if (choice === 'open') return { kind: 'open' };
  if (choice === 'host') return { kind: 'host', name: name.trim() || 'Host' };
  return { kind: 'bot', name: name.trim() || `${LEVEL_LABELS[choice]} bot`, level: choice };
}
