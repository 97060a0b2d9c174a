// Hint: the ranked options of the decision on the table, best first, each one press (or its number key) to
// play; Escape closes. While the table is being made, its progress; if the coach cannot answer, why.

import { useAim } from './aim';
import type { CoachGradeBy, Hint, SolverStatus } from '../../shared/api/contract';
import { positionPartingWords, winNote } from '../../shared/coach';
import { plural } from '../ui/words';
import { ModalDialog } from '../ui/ModalDialog';
import { HintOption } from './HintOption';
import { orderedOptions } from './measure';
import { SolverProgress } from '../ui/SolverProgress';

export interface HintDialogProps {
  /** The hint for the decision on the table, once it is there. */
  readonly hint: Hint | undefined;
  readonly loading: boolean;
  readonly error: string | null;
  readonly solver: SolverStatus | undefined;
  /** By win chance: the most likely to win first, losses and classes in win chance (a table of 2+ seats). */
  readonly gradeBy: CoachGradeBy;
  /** The option chosen (its index in hint.options), or null when closed without one. */
  readonly onClose: (choice: number | null) => void;
}

export function HintDialog(props: HintDialogProps) {
  const { hint, loading, error, solver, onClose } = props;
  const options = hint?.options ?? [];
  // Listed in the chosen measure's order; each keeps its index in the hint, which is what plays it.
  const listed = orderedOptions(options, props.gradeBy);
  const byWin = props.gradeBy === 'win' && hint?.win !== undefined;
  const aim = useAim();
  const parting = hint ? positionPartingWords(hint, aim.to) : null;
  return (
    <ModalDialog
      className="coach-dialog hint-dialog"
      labelledBy="hint-title"
      describedBy="hint-position"
      testId="hint-dialog"
      onClose={(value) => onClose(value === '' ? null : Number(value))}
      onKeyDown={(event, close) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        const rank = Number(event.key) - 1;
        const option = listed[rank];
        if (/^[1-9]$/.test(event.key) && option !== undefined) {
          event.preventDefault();
          close(String(option.index));
        }
      }}
    >
      <h2 id="hint-title">Hint</h2>
      <p id="hint-position" className="hint-position">
        {hint
          ? `Dice ${hint.dice.join('-')} · ${hint.rollsLeft === 0 ? 'no roll left' : `${plural(hint.rollsLeft, 'roll')} left`} · ${byWin ? `chances ${aim.to}` : 'expected final totals'}, best first. A number plays its option; Escape closes.`
          : 'The options of this decision, best first.'}
      </p>
      {hint?.win !== undefined && (
        <p className="hint-win-note" data-testid="hint-win-note">
          {winNote(hint.win, aim.chance)}
        </p>
      )}
      {parting !== null && (
        <p className="hint-parting" data-testid="hint-parting">
          {parting}
        </p>
      )}
      {solver && !solver.ready && (
        <SolverProgress {...solver} purpose="the coach" testId="hint-solver-progress" />
      )}
      {loading && !hint && (
        <p className="coach-empty" role="status">
          Working out the options…
        </p>
      )}
      {error !== null && !hint && (
        <p className="error-line" role="alert">
          No hint now: {error}
        </p>
      )}
      <form method="dialog">
        {options.length > 0 && (
          <ol className={hint?.win !== undefined ? 'hint-options with-win' : 'hint-options'}>
            {listed.map(({ option, index }, rank) => (
              <HintOption
                key={index}
                option={option}
                index={index}
                rank={rank}
                gradeBy={props.gradeBy}
                autoFocus={rank === 0}
              />
            ))}
          </ol>
        )}
        <div className="dialog-actions">
          <button type="submit" value="" className="button" autoFocus={options.length === 0}>
            Close
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
