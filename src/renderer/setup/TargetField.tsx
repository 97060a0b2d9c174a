// Target practice, on the setup of a game of one person: a total to play for (blank: none), typed or picked
// (the player's record at these rules, round targets). A bad target is said beside the field and holds the start.

import { useState } from 'react';
import { MAX_TARGET, MIN_TARGET, readTarget } from '../../shared/game';
import { ROUND_TARGETS } from './target-record';

export interface TargetFieldProps {
  readonly target: number | null;
  /** The best total a person finished a fair game with at these rules, or null. */
  readonly record: number | null;
  /** The target (null: none) and why the typed text is not one (null: it is fine). */
  readonly onChange: (target: number | null, problem: string | null) => void;
}

export function TargetField(props: TargetFieldProps) {
  const [text, setText] = useState(props.target === null ? '' : String(props.target));
  const read = readTarget(text);
  const problem = 'problem' in read ? read.problem : null;
  const chosen = 'target' in read ? read.target : null;
  const set = (next: string): void => {
    setText(next);
    const answer = readTarget(next);
    if ('problem' in answer) props.onChange(null, answer.problem);
    else props.onChange(answer.target, null);
  };
  const picks = [
    ...(props.record !== null ? [{ value: props.record, label: `Your record (${props.record})` }] : []),
    ...ROUND_TARGETS.filter((t) => t !== props.record).map((t) => ({ value: t, label: String(t) })),
  ];
  return (
    <fieldset className="target-field" data-testid="target-field">
      <legend>Target practice</legend>
      <div className="target-row">
        <label className="field inline target-input">
          <span>Play for a target:</span>
          <input
            type="text"
            inputMode="numeric"
            value={text}
            placeholder="none"
            size={6}
            aria-invalid={problem !== null}
            aria-describedby={problem !== null ? 'target-problem target-hint' : 'target-hint'}
            onChange={(e) => set(e.target.value)}
            data-testid="target-input"
          />
          <span>points</span>
        </label>
        <span className="target-picks" role="group" aria-label="Quick targets">
          {picks.map((pick) => (
            <button
              key={pick.label}
              type="button"
              className="button small toggle"
              aria-pressed={chosen === pick.value}
              onClick={() => set(String(pick.value))}
              data-testid="target-pick"
            >
              {pick.label}
            </button>
          ))}
          {text !== '' && (
            <button type="button" className="button small quiet" onClick={() => set('')}>
              No target
            </button>
          )}
        </span>
      </div>
      {problem !== null && (
        <p id="target-problem" className="error-line" data-testid="target-problem">
          Target: {problem}.
        </p>
      )}
      <p id="target-hint" className="field-hint">
        Optional, {MIN_TARGET} to {MAX_TARGET}. With a target the coach grades each decision by your chance to
        reach it, and the end of the game says how likely it was from the start.
      </p>
    </fieldset>
  );
}
