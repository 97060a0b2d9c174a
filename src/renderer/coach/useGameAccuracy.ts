// A game's accuracy by seat (expected points lost per decision against perfect play), once every live decision
// is graded: the figure players compare across games. Asked of the coach only while `enabled`.

import { useMemo } from 'react';
import { accuracyOf, type SeatAccuracy } from '../../shared/coach';
import { useGame } from '../api';
import { useLiveGrades } from './useLiveGrades';

/** Each seat's figures by seat index; null while the log or some grades are still to come. */
export function useGameAccuracy(
  gameId: string,
  seatCount: number,
  enabled: boolean,
): ReadonlyMap<number, SeatAccuracy> | null {
  // The log tells which decisions are live: a decision taken back does not count.
  const view = useGame(enabled ? gameId : null);
  const events = view.data?.events;
  const grades = useLiveGrades(gameId, events ?? [], enabled && events !== undefined);
  return useMemo(() => {
    if (events === undefined || grades.pending > 0 || grades.grades.length === 0) return null;
    return new Map(accuracyOf(grades.grades, seatCount).map((a) => [a.seat, a]));
  }, [events, grades, seatCount]);
}
