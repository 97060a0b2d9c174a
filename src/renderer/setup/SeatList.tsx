// The seats of a new game: 1 to 6, each a name and a person or a bot at a level (a name the app gave follows
// the seat's kind: seat-names.ts).

import { BOT_LEVELS, MAX_NAME_LENGTH, MAX_SEATS, MIN_SEATS, type Seat } from '../../shared/game';
import { defaultName, reseated, seatNameProblem } from './seat-names';
import { LEVEL_HINTS, LEVEL_LABELS } from '../ui/words';

export interface SeatListProps {
  readonly seats: readonly Seat[];
  readonly onChange: (seats: Seat[]) => void;
}

export function SeatList(props: SeatListProps) {
  const { seats, onChange } = props;
  const update = (index: number, seat: Seat): void => onChange(seats.map((s, i) => (i === index ? seat : s)));
  // A blank name is said once under the list (SetupPage); any other problem beside its seat.
  const problems = seats.map((s) => seatNameProblem(s.name));

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
                aria-invalid={seat.name.trim() === '' || problems[i] !== null}
                aria-describedby={problems[i] ? `seat-${i}-name-problem` : undefined}
                onChange={(e) => update(i, { ...seat, name: e.target.value })}
              />
            </label>
            <label className="field">
              <span className="visually-hidden">Seat {i + 1} plays as</span>
              <select
                value={seat.kind === 'human' ? 'human' : seat.level}
                onChange={(e) => {
                  const value = e.target.value;
                  const level = BOT_LEVELS.find((l) => l === value) ?? 'medium';
                  update(i, reseated(seats, i, value === 'human' ? 'human' : 'bot', level));
                }}
              >
                <option value="human">Person</option>
                {BOT_LEVELS.map((level) => (
                  <option key={level} value={level} title={`${LEVEL_LABELS[level]}: ${LEVEL_HINTS[level]}`}>
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
            {problems[i] && (
              <p id={`seat-${i}-name-problem`} className="error-line seat-name-problem">
                Seat {i + 1}: {problems[i]}
              </p>
            )}
          </li>
        ))}
      </ol>
      {seats.some((s) => s.kind === 'bot' && s.level === 'perfect-win') && (
        <p className="field-hint" data-testid="perfect-win-hint">
          {LEVEL_LABELS['perfect-win']}: {LEVEL_HINTS['perfect-win']}.
        </p>
      )}
      <div className="seat-add">
        <button
          type="button"
          className="button"
          disabled={seats.length >= MAX_SEATS}
          onClick={() => onChange([...seats, { kind: 'human', name: defaultName('human', 'medium', seats) }])}
        >
          Add a person
        </button>
        <button
          type="button"
          className="button"
          disabled={seats.length >= MAX_SEATS}
          onClick={() =>
            onChange([...seats, { kind: 'bot', name: defaultName('bot', 'medium', seats), level: 'medium' }])
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
