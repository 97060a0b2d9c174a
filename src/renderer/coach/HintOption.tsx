// One option of a hint: its number key, its words, the points it writes (a score), its expected final total,
// its loss and class, and the solver's facts behind it. Pressing it plays it.

import type { RankedOption } from '../../shared/coach';
import { lossText, percent, points2 } from './format';
import { GradeBadge } from './GradeBadge';

export interface HintOptionProps {
  readonly option: RankedOption;
  /** Its place in the list (0 = best). */
  readonly rank: number;
  readonly autoFocus: boolean;
}

export function HintOption(props: HintOptionProps) {
  const { option, rank, autoFocus } = props;
  const key = rank < 9 ? String(rank + 1) : null;
  const points = option.points === undefined ? '' : ` (${option.points})`;
  return (
    <li>
      <button
        type="submit"
        value={String(rank)}
        className={`hint-option grade-${option.grade}`}
        autoFocus={autoFocus}
        aria-keyshortcuts={key ?? undefined}
        data-testid="hint-option"
        data-ev={String(option.ev)}
        data-loss={String(option.loss)}
        data-words={option.words}
      >
        <span className="hint-key" aria-hidden="true">
          {key ?? ''}
        </span>
        <span className="hint-words">
          {option.words}
          {points}
        </span>
        <span className="hint-ev">{points2(option.ev)}</span>
        <span className="hint-loss">{option.loss < 0.005 ? 'best' : lossText(option.loss)}</span>
        {option.grade !== 'best' && <GradeBadge grade={option.grade} />}
        {option.facts.length > 0 && (
          <span className="hint-facts">
            {option.facts.map((fact) => (
              <span key={fact.text} className="hint-fact">
                {percent(fact.chance)} {fact.text}
              </span>
            ))}
          </span>
        )}
      </button>
    </li>
  );
}
