// The words for a joiner who is away, in one place: the seat list, the line under whose turn it is.

import type { TableView } from '../../shared/api/online';
import { LEVEL_LABELS } from '../ui/words';

/** "the Medium bot plays for them", "the Medium bot plays in 8 s", or what the table does without one. */
export function awayBotWords(
  table: Pick<TableView, 'awayBot'>,
  seat: TableView['seats'][number],
  left: number | null,
): string {
  if (seat.standIn !== null) return `the ${LEVEL_LABELS[seat.standIn]} bot plays for them`;
  if (table.awayBot === null) return 'the game waits for them';
  const bot = `the ${LEVEL_LABELS[table.awayBot.level]} bot`;
  if (left === null) return `${bot} plays for them if they stay away`;
  return left > 0 ? `${bot} plays in ${left} s` : `${bot} plays for them now`;
}
