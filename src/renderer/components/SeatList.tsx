// The seats of a new game: 1 to 6, each a name and a person or a bot at a level.

import {
  BOT_LEVELS,
  MAX_NAME_LENGTH,
  MAX_SEATS,
  MIN_SEATS,
  type BotLevel,
  type Seat,
} from '../../shared/game';
import { LEVEL_LABELS } from './table-words';

export interface SeatListProps {
  readonly seats: readonly Seat[];
  readonly onChange: (seats: Seat[]) => void;
}

const BOT_NAMES = ['Ada', 'Bea', 'Cy', 'Dot', 'Eli', 'Fay'];

/** A name for a new seat that nobody at the table has yet. */
function freshName(seats: readonly Seat[], kind: Seat['kind']): string {
  const taken = new Set(seats.map((s) => s.name));
  if (kind === 'human') {
    for (let n = seats.length + 1; ; n++) if (!taken.has(`Player ${n}`)) return `Player ${n}`;
  }
  return BOT_NAMES.find((name) => !taken.has(name)) ?? `Bot ${seats.length + 1}`;
}

export function SeatList(props: SeatListProps) {
  const { seats, onChange } = props;
  const update = (index: number, seat: Seat): void => onChange(seats.map((s, i) => (i === index ? seat : s)));

  return (
    <fieldset className="seat-list">
      <legend>Seats</legend>
      <ol>
        {seats.map((seat, i) => (
          <li key={i} className="seat-row" data-testid={`seat-${i}`}>
            <span className={`seat-dot seat-${i % 6}`} aria-hidden="true" />
            <label className="field seat-name-field">
              <span className="visually-hidden">Seat {i + 1} name</span>
              <input
                type="text"
                value={seat.name}
                maxLength={MAX_NAME_LENGTH}
                required
                aria-invalid={seat.name.trim() === ''}
                onChange={(e) => update(i, { ...seat, name: e.target.value })}
              />
            </label>
            <label className="field">
              <span className="visually-hidden">Seat {i + 1} plays as</span>
              <select
                value={seat.kind === 'human' ? 'human' : seat.level}
                onChange={(e) => {
                  const value = e.target.value;
                  update(
                    i,
                    value === 'human'
                      ? { kind: 'human', name: seat.name }
                      : { kind: 'bot', name: seat.name, level: value as BotLevel },
                  );
                }}
              >
                <option value="human">Person</option>
                {BOT_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {LEVEL_LABELS[level]} bot
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="button quiet"
              aria-label={`Remove seat ${i + 1} (${seat.name || 'no name'})`}
              disabled={seats.length <= MIN_SEATS}
              onClick={() => onChange(seats.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <div className="seat-add">
        <button
          type="button"
          className="button"
          disabled={seats.length >= MAX_SEATS}
          onClick={() => onChange([...seats, { kind: 'human', name: freshName(seats, 'human') }])}
        >
          Add a person
        </button>
        <button
          type="button"
          className="button"
          disabled={seats.length >= MAX_SEATS}
          onClick={() =>
            onChange([...seats, { kind: 'bot', name: freshName(seats, 'bot'), level: 'medium' }])
          }
        >
          Add a bot
        </button>
        <span className="field-hint">
          {seats.length} of {MAX_SEATS} seats
        </span>
      </div>
    </fieldset>
  );
}
