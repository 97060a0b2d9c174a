// One option of a hint: its number key, its words, the points it writes (a score), its expected final total,
// its chance to win (a table of 2+ seats), its loss and class in the chosen measure, and the solver's facts
// behind it. Pressing it plays it.

import { useAim } from './aim';
import type { CoachGradeBy } from '../../shared/api/contract';
import type { RankedOption } from '../../shared/coach';
import { lossText, percent, points2 } from './format';
import { shownOption, winLossShort } from './measure';
import { GradeBadge } from './GradeBadge';

export interface HintOptionProps {
  readonly option: RankedOption;
  /** Its index in the hint's options: what the dialog answers to play it. */
  readonly index: number;
  /** Its place in the list (0 = best). */
  readonly rank: number;
  readonly gradeBy: CoachGradeBy;
  readonly autoFocus: boolean;
}

export function HintOption(props: HintOptionProps) {
  const { option, rank, autoFocus } = props;
  const key = rank < 9 ? String(rank + 1) : null;
  const shown = shownOption(option, props.gradeBy);
  const aim = useAim();
  const best = shown.byWin ? shown.loss < 0.0005 : shown.loss < 0.005;
  const points = option.points === undefined ? '' : ` (${option.points})`;
  return (
    <li>
      <button
        type="submit"
        value={String(props.index)}
        className={`hint-option grade-${shown.grade}`}
        autoFocus={autoFocus}
        aria-keyshortcuts={key ?? undefined}
        data-testid="hint-option"
        data-ev={String(option.ev)}
        data-loss={String(option.loss)}
        data-words={option.words}
        data-win={option.win === undefined ? undefined : String(option.win.chance)}
      >
        <span className="hint-key" aria-hidden="true">
          {key ?? ''}
        </span>
        <span className="hint-words">
          {option.words}
          {points}
        </span>
        <span className="hint-ev">{points2(option.ev)}</span>
        {option.win !== undefined && (
          <span className="hint-win" data-testid="hint-win">
            {percent(option.win.chance)} {aim.to}
          </span>
        )}
        <span className="hint-loss">
          {best ? 'best' : shown.byWin ? winLossShort(shown.loss) : lossText(shown.loss)}
        </span>
        {shown.grade !== 'best' && <GradeBadge grade={shown.grade} />}
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
