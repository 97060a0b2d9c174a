// The real-dice part of the table, beside Roll: the dice entry when dice are to be typed, "Fix the dice"
// while the last roll may be typed again, and the line that says a bot is deciding.

import { useId, useState } from 'react';
import { DiceEntry } from './DiceEntry';
import type { RealDiceTable } from './useRealDiceTable';

export interface RealDiceControlsProps {
  readonly table: RealDiceTable;
  readonly busy: boolean;
  /** The game's refusal of the last move, shown beside the entry. */
  readonly error: string | null;
}

export function RealDiceControls(props: RealDiceControlsProps) {
  const { entry, fix, deciding } = props.table;
  const firstRollId = useId();
  // Asked before the dice: the entry sends them as soon as the last face is typed.
  const [firstRoll, setFirstRoll] = useState(false);
  // A person's re-roll entry is called off with Cancel; Fix is for a roll already sent.
  const showFix = fix !== null && entry?.onCancel === undefined;
  return (
    <div className="real-dice-controls">
      {entry?.servida && (
        <p className="servida-choice">
          <input
            id={firstRollId}
            type="checkbox"
            checked={firstRoll}
            onChange={(e) => setFirstRoll(e.target.checked)}
            data-testid="first-roll"
          />
          <label htmlFor={firstRollId}>Made on the first roll (servida)</label>
        </p>
      )}
      {entry && (
        <DiceEntry
          key={entry.key}
          rolled={entry.rolled}
          held={entry.held}
          prompt={entry.prompt}
          onDice={(dice) => {
            entry.onDice(dice, entry.servida === true && firstRoll);
            setFirstRoll(false);
          }}
          onCancel={entry.onCancel}
          busy={props.busy}
          error={props.error}
        />
      )}
      {deciding && (
        <p className="bot-deciding" role="status" data-testid="bot-deciding">
          {deciding}
        </p>
      )}
      {showFix && (
        <button
          type="button"
          className="button"
          onClick={fix}
          aria-keyshortcuts="Backspace"
          title="Take back the last roll and type its dice again"
          data-testid="fix-dice"
        >
          Fix the dice {!entry && <kbd aria-hidden="true">Backspace</kbd>}
        </button>
      )}
    </div>
  );
}
