// Generala's two options where a rule set is chosen: the ace straight (3-4-5-6-1 counts as an Escalera) and what
// a Generala servida does, win the game at once or score a fixed number of points. Points typed wrong are said
// under the field, and the page holds the start until they are right (onProblem).

import { useId, useState } from 'react';
import type { RuleOptions } from '../../shared/rules';
import { DEFAULT_SERVIDA_GENERALA_POINTS, readServidaPoints } from './generala-options';

export interface GeneralaOptionsProps {
  readonly options: RuleOptions;
  readonly onChange: (options: RuleOptions) => void;
  /** Why the typed points are not points a Generala servida can score (null: they are fine, or it wins). */
  readonly onProblem?: ((problem: string | null) => void) | undefined;
}

export function GeneralaOptions(props: GeneralaOptionsProps) {
  const { options, onChange, onProblem } = props;
  const id = useId();
  const servida = options.servidaGenerala ?? 'wins';
  const [text, setText] = useState(String(servida === 'wins' ? DEFAULT_SERVIDA_GENERALA_POINTS : servida));
  const read = readServidaPoints(text);
  const problem = servida !== 'wins' && 'problem' in read ? read.problem : null;

  const type = (next: string): void => {
    setText(next);
    const answer = readServidaPoints(next);
    if ('points' in answer) onChange({ ...options, servidaGenerala: answer.points });
    onProblem?.('problem' in answer ? answer.problem : null);
  };
  const choosePoints = (): void => {
    // Points typed wrong before are not kept: the choice starts from the default.
    const points = 'points' in read ? read.points : DEFAULT_SERVIDA_GENERALA_POINTS;
    setText(String(points));
    onChange({ ...options, servidaGenerala: points });
    onProblem?.(null);
  };
  const chooseWins = (): void => {
    onChange({ ...options, servidaGenerala: 'wins' });
    onProblem?.(null);
  };

  return (
    <div className="rule-options generala-options" data-testid="generala-options">
      <label className="check">
        <input
          type="checkbox"
          checked={options.aceStraight ?? false}
          onChange={(e) => onChange({ ...options, aceStraight: e.target.checked })}
          data-testid="ace-straight"
        />
        3-4-5-6-1 counts as an Escalera
      </label>
      <fieldset className="servida-choice">
        <legend>Generala servida (five alike on the first roll)</legend>
        <label className="check">
          <input
            type="radio"
            name={`${id}-servida`}
            checked={servida === 'wins'}
            onChange={chooseWins}
            data-testid="servida-wins"
          />
          wins the game
        </label>
        {/* "scores N points" kept on one line, the points beside their choice. */}
        <span className="servida-score">
          <label className="check">
            <input
              type="radio"
              name={`${id}-servida`}
              checked={servida !== 'wins'}
              onChange={choosePoints}
              data-testid="servida-scores"
            />
            scores
          </label>
          <label className="field inline servida-points">
            <input
              type="text"
              inputMode="numeric"
              size={5}
              value={text}
              disabled={servida === 'wins'}
              aria-label="Points a Generala servida scores"
              aria-invalid={problem !== null}
              aria-describedby={problem !== null ? `${id}-problem` : undefined}
              onChange={(e) => type(e.target.value)}
              data-testid="servida-points"
            />
            <span>points</span>
          </label>
        </span>
        {problem !== null && (
          <p id={`${id}-problem`} className="error-line" data-testid="servida-problem">
            Generala servida: {problem}.
          </p>
        )}
      </fieldset>
    </div>
  );
}
