// The select that gives a table seat to the host, a joiner or a bot: used when a table is opened and, in the
// lobby, to give a seat away.

import type { TableSeatSetup } from '../../shared/api/online';
import { SEAT_CHOICES, seatFor, type SeatChoice } from './table-seats';

export interface SeatChoiceSelectProps {
  /** Read by screen readers: "Seat 2 is for", "Give seat 2 to". */
  readonly label: string;
  /** The seat's choice now, or null to show a "Give to…" prompt. */
  readonly value: SeatChoice | null;
  /** The seat's name now, kept when the choice changes. */
  readonly name: string;
  readonly disabled?: boolean;
  readonly onChoose: (seat: TableSeatSetup) => void;
}

export function SeatChoiceSelect({ label, value, name, disabled, onChoose }: SeatChoiceSelectProps) {
  return (
    <label className="field">
      <span className="visually-hidden">{label}</span>
      <select
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChoose(seatFor(e.target.value as SeatChoice, name))}
      >
        {value === null && (
          <option value="" disabled>
            Give to…
          </option>
        )}
        {SEAT_CHOICES.map((c) => (
          <option key={c.value} value={c.value} title={c.hint}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
