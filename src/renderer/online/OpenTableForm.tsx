// Opening an online table: who sits where (the host, joiners, bots), where others join from (this computer
// only, or the local network), the dice (the app's, or real dice typed on each player's phone or at the host's
// screen), whether joiners may use the coach, and when a bot plays for a joiner who left.

import { useState, type FormEvent } from 'react';
import type { ListenChoice, OpenTableInput, TableSeatSetup } from '../../shared/api/online';
import type { RulesChoice } from '../../shared/api/contract';
import { MAX_NAME_LENGTH, type RealDiceMode } from '../../shared/game';
import { useNetworkAddresses } from '../api';
import { seatNameProblem } from '../setup/seat-names';
import { SeatChoiceSelect } from './SeatChoiceSelect';
import { choiceOf, seatFor } from './table-seats';

export interface OpenTableFormProps {
  readonly rules: RulesChoice;
  readonly rulesLabel: string;
  readonly initialSeats: readonly TableSeatSetup[];
  readonly busy: boolean;
  readonly error: string | null;
  readonly onOpen: (setup: OpenTableInput) => void;
  /** The new-game page's dice (null or absent: the app rolls). */
  readonly realDice?: RealDiceMode | null;
}

const DICE_CHOICES = [
  { value: 'app', label: 'The app rolls' },
  { value: 'coached', label: 'Real dice: coached (every roll typed)' },
  { value: 'sheet', label: 'Real dice: score sheet (final dice typed)' },
] as const;
type DiceValue = (typeof DICE_CHOICES)[number]['value'];

const AWAY_CHOICES = [
  { value: 'wait', label: 'Wait for them' },
  { value: '60', label: 'A Medium bot plays after 1 minute away' },
  { value: '300', label: 'A Medium bot plays after 5 minutes away' },
] as const;

export function OpenTableForm(props: OpenTableFormProps) {
  const addresses = useNetworkAddresses();
  const [seats, setSeats] = useState<TableSeatSetup[]>([...props.initialSeats]);
  const [listen, setListen] = useState<string>('this-computer');
  const [coachAllowed, setCoachAllowed] = useState(false);
  const [away, setAway] = useState<(typeof AWAY_CHOICES)[number]['value']>('wait');
  const [dice, setDice] = useState<DiceValue>(props.realDice ?? 'app');
  // Real dice: each player types their own on their phone unless the host types them all.
  const [playersType, setPlayersType] = useState(true);
  const open = seats.filter((s) => s.kind === 'open').length;
  // A name the table would refuse (names.ts), said beside its seat.
  const problems = seats.map((s) =>
    s.kind === 'open' ? null : s.name.trim() === '' ? 'choose a name' : seatNameProblem(s.name),
  );

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const choice: ListenChoice =
      listen === 'this-computer' ? { kind: 'this-computer' } : { kind: 'network', address: listen };
    props.onOpen({
      rules: props.rules,
      seats,
      listen: choice,
      coachAllowed,
      awayBot: away === 'wait' ? null : { level: 'medium', afterSeconds: Number(away) },
      realDice: dice === 'app' ? null : { mode: dice, playersType },
    });
  };

  const update = (index: number, seat: TableSeatSetup): void =>
    setSeats(seats.map((s, i) => (i === index ? seat : s)));

  return (
    <form className="setup-form open-table" onSubmit={submit} aria-label="Open an online table">
      <p className="field-hint">Rules: {props.rulesLabel} (from the new-game page).</p>
      <fieldset className="seat-list">
        <legend>Seats</legend>
        <ol>
          {seats.map((seat, i) => (
            <li key={i} className="seat-row" data-testid={`table-seat-${i}`}>
              <span className={`seat-dot seat-${i % 6}`} aria-hidden="true" />
              <label className="field seat-name-field">
                <span className="visually-hidden">Seat {i + 1} name</span>
                <input
                  type="text"
                  value={seat.kind === 'open' ? '' : seat.name}
                  placeholder={seat.kind === 'open' ? 'The joiner names themself' : ''}
                  disabled={seat.kind === 'open'}
                  maxLength={MAX_NAME_LENGTH}
                  aria-invalid={problems[i] !== null}
                  aria-describedby={problems[i] ? `table-seat-${i}-problem` : undefined}
                  onChange={(e) => update(i, seatFor(choiceOf(seat), e.target.value))}
                />
              </label>
              <SeatChoiceSelect
                label={`Seat ${i + 1} is for`}
                value={choiceOf(seat)}
                name={seat.kind === 'open' ? '' : seat.name}
                onChoose={(setup) => update(i, setup)}
              />
              {problems[i] && (
                <p id={`table-seat-${i}-problem`} className="error-line seat-name-problem">
                  Seat {i + 1}: {problems[i]}
                </p>
              )}
            </li>
          ))}
        </ol>
        {open === 0 && <p className="field-hint">Leave at least one seat open for a joiner.</p>}
      </fieldset>

      <fieldset>
        <legend>Where others join from</legend>
        <label className="check">
          <input
            type="radio"
            name="listen"
            value="this-computer"
            checked={listen === 'this-computer'}
            onChange={() => setListen('this-computer')}
          />{' '}
          This computer only <span className="field-hint">— other windows and browsers here</span>
        </label>
        {(addresses.data ?? []).map((a) => (
          <label className="check" key={a.address}>
            <input
              type="radio"
              name="listen"
              value={a.address}
              checked={listen === a.address}
              onChange={() => setListen(a.address)}
              aria-describedby="network-note"
            />{' '}
            Local network ({a.name}, {a.address})
          </label>
        ))}
        {listen !== 'this-computer' && (
          <p id="network-note" className="field-hint">
            Anyone on this network who has the join code can join. The app listens only while the table is
            open, and joiners reach this table and nothing else of yours.
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend>At the table</legend>
        <label className="field">
          <span>Dice</span>
          <select
            value={dice}
            onChange={(e) => setDice(e.target.value as DiceValue)}
            data-testid="table-dice"
          >
            {DICE_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        {dice !== 'app' && (
          <label className="check">
            <input
              type="checkbox"
              checked={playersType}
              onChange={(e) => setPlayersType(e.target.checked)}
              aria-describedby="players-type-hint"
              data-testid="players-type"
            />{' '}
            Players type their own dice on their phones
            <span id="players-type-hint" className="field-hint">
              {playersType
                ? ' — each joiner types their rolls; you type yours and the bots’.'
                : ' — you type every seat’s dice here; joiners hold dice and pick boxes on their phones.'}
            </span>
          </label>
        )}
        <label className="check">
          <input type="checkbox" checked={coachAllowed} onChange={(e) => setCoachAllowed(e.target.checked)} />{' '}
          Joiners may use the coach
        </label>
        <label className="field">
          <span>When a joiner is away</span>
          <select value={away} onChange={(e) => setAway(e.target.value as typeof away)}>
            {AWAY_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      </fieldset>

      {props.error && (
        <p className="error-line" role="alert">
          {props.error}
        </p>
      )}
      <div className="setup-actions">
        <button
          type="submit"
          className="button primary big"
          disabled={props.busy || open === 0 || problems.some((p) => p !== null)}
          data-testid="open-table"
        >
          Open the table
        </button>
      </div>
    </form>
  );
}
