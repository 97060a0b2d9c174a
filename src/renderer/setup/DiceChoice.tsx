// Where the dice come from: the app rolls them, or they are rolled on a real table and typed in, either as a
// score sheet (each turn's final dice) or coached (every roll, so the coach sees each keep).

import type { RealDiceMode } from '../../shared/game';

/** The dice of a new game: null, the app rolls them; else real dice typed in this way. */
export type DiceSource = RealDiceMode | null;

const CHOICES: readonly { value: DiceSource; key: string; label: string; help: string }[] = [
  { value: null, key: 'app', label: 'The app rolls them', help: 'Click Roll or press Space; the app deals.' },
  {
    value: 'sheet',
    key: 'sheet',
    label: 'Real dice: score sheet',
    help: 'Roll on the table, type each turn’s final dice and pick the box; the app adds up.',
  },
  {
    value: 'coached',
    key: 'coached',
    label: 'Real dice: coached',
    help: 'Type every roll, so the coach grades each keep and box as at the app’s own table.',
  },
];

export interface DiceChoiceProps {
  readonly value: DiceSource;
  readonly onChange: (value: DiceSource) => void;
}

export function DiceChoice(props: DiceChoiceProps) {
  return (
    <fieldset className="dice-choice" data-testid="dice-choice">
      <legend>Dice</legend>
      {CHOICES.map((choice) => (
        <label key={choice.key} className="check dice-choice-option">
          <input
            type="radio"
            name="dice-source"
            value={choice.key}
            checked={props.value === choice.value}
            onChange={() => props.onChange(choice.value)}
            aria-describedby={`dice-help-${choice.key}`}
            data-testid={`dice-${choice.key}`}
          />
          <span>
            {choice.label}
            <span id={`dice-help-${choice.key}`} className="field-hint">
              {' '}
              — {choice.help}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
