// The last box written that still counts (an undo takes its moves off the live line), as the table shows it.

import { liveEvents, type GameEvent, type GameState } from '../../shared/game';
import type { LastMoveProps } from './LastMove';

export function lastMoveOf(state: GameState, log: readonly GameEvent[]): LastMoveProps | null {
  const lastScored = liveEvents(log)
    .map((i) => log[i])
    .findLast((e) => e?.type === 'scored');
  if (lastScored?.type !== 'scored') return null;
  return {
    name: state.seats[lastScored.seat]?.name ?? '',
    label: state.rules.boxes.find((b) => b.id === lastScored.box)?.label ?? lastScored.box,
    points: lastScored.points,
    extraYacht: lastScored.extraYacht,
  };
}
