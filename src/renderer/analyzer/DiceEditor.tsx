// Five dice set by hand (1 to 6 each, the face drawn beside), and how many rolls are left.

import { useId } from 'react';
import type { RollsLeft } from './position-form';
import { DieFace } from '../ui/Die';
import { FieldError } from '../ui/FieldError';

export interface DiceEditorProps {
  readonly dice: readonly string[];
  readonly rollsLeft: RollsLeft;
  readonly onDice: (dice: readonly string[]) => void;
  readonly onRollsLeft: (rollsLeft: RollsLeft) => void;
  /** What is wrong with each die (null: not checked yet). */
  readonly problems?: readonly (string | null)[] | null;
}

const ROLLS_LEFT: readonly RollsLeft[] = [2, 1, 0];

function faceOf(text: string): number | null {
  const face = Number(text);
  return Number.isInteger(face) && face >= 1 && face <= 6 ? face : null;
}

export function DiceEditor(props: DiceEditorProps) {
  const { dice, rollsLeft, onDice, onRollsLeft } = props;
  const rollsId = useId();
  const problemId = useId();
  return (
    <fieldset className="dice-editor">
      <legend>Dice</legend>
      <div className="dice-editor-row">
        {dice.map((text, i) => {
          const face = faceOf(text);
          const problem = props.problems?.[i] ?? null;
          return (
            <div key={i} className="dice-editor-die">
              <label>
                <span className="visually-hidden">Die {i + 1}</span>
                <span className="dice-editor-face" aria-hidden="true">
                  {face === null ? <span className="die-blank" /> : <DieFace face={face} />}
                </span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={6}
                  step={1}
                  value={text}
                  aria-invalid={face === null || problem !== null}
                  aria-describedby={problem !== null ? `${problemId}-${i}` : undefined}
                  onChange={(e) => onDice(dice.map((d, j) => (j === i ? e.target.value : d)))}
                  data-testid={`analyzer-die-${i + 1}`}
                />
              </label>
              <FieldError id={`${problemId}-${i}`} message={problem} />
            </div>
          );
        })}
      </div>
      <div className="field inline">
        <label htmlFor={rollsId}>Rolls left</label>
        <select
          id={rollsId}
          value={rollsLeft}
          onChange={(e) => onRollsLeft(ROLLS_LEFT.find((r) => String(r) === e.target.value) ?? 2)}
          data-testid="analyzer-rolls-left"
        >
          <option value={2}>2: after the first roll</option>
          <option value={1}>1: after the second roll</option>
          <option value={0}>0: the dice must be scored</option>
        </select>
      </div>
    </fieldset>
  );
}
