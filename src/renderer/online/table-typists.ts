// Whose dice the host types at the host's screen, at a real-dice table (the rule is src/main/online/table-dice.ts):
// the host's own seats, the bots' and any seat a bot stands in for, and every joiner's where the host types
// them all. At a table whose app rolls, the host plays the host's seats only.

import type { HostedTable } from '../../shared/api/online';

/** The seats whose dice the host types (the dice entry opens for them on the host's screen). */
export function hostTypesFor(table: HostedTable, seat: number): boolean {
  if (table.hostSeats.includes(seat)) return true;
  const real = table.realDice;
  const record = table.seats[seat];
  if (real === null || record === undefined) return false;
  if (record.kind === 'bot' || record.standIn !== null) return true;
  return record.kind === 'remote' && !real.playersType;
}
