// Each seat's running figures: decisions graded, expected points lost in all, and lost per decision.

import type { SeatAccuracy } from '../../shared/coach';
import type { Seat } from '../../shared/game';
import { points2 } from './format';

export interface SeatAccuracyListProps {
  readonly accuracy: readonly SeatAccuracy[];
  readonly seats: readonly Seat[];
}

export function SeatAccuracyList(props: SeatAccuracyListProps) {
  const { accuracy, seats } = props;
  if (accuracy.length === 0) return null;
  return (
    <table className="coach-accuracy">
      <caption className="visually-hidden">Expected points lost against perfect play, by seat</caption>
      <thead>
        <tr>
          <th scope="col">Seat</th>
          <th scope="col" title="Decisions graded">
            Graded
          </th>
          <th scope="col" title="Expected points lost in all">
            Lost
          </th>
          <th scope="col" title="Expected points lost per decision">
            Mean
          </th>
        </tr>
      </thead>
      <tbody>
        {accuracy.map((a) => (
          <tr
            key={a.seat}
            className={`seat-${a.seat % 6}`}
            data-testid="coach-accuracy"
            data-seat={a.seat}
            data-lost={String(a.lost)}
            data-mean-loss={String(a.meanLoss)}
            data-decisions={a.decisions}
          >
            <th scope="row">
              <span className="seat-dot" aria-hidden="true" /> {seats[a.seat]?.name ?? `Seat ${a.seat + 1}`}
            </th>
            <td>{a.decisions}</td>
            <td>{points2(a.lost)}</td>
            <td>{points2(a.meanLoss)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
