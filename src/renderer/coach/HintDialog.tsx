// Hint: the ranked options of the decision on the table, best first, each one press (or its number key) to
// play; Escape closes. While the table is being made, its progress; if the coach cannot answer, why.

import type { Hint, SolverStatus } from '../../shared/api/contract';
import { plural } from '../ui/words';
import { ModalDialog } from '../ui/ModalDialog';
import { HintOption } from './HintOption';
import { SolverProgress } from '../ui/SolverProgress';

export interface HintDialogProps {
  /** The hint for the decision on the table, once it is there. */
  readonly hint: Hint | undefined;
  readonly loading: boolean;
  readonly error: string | null;
  readonly solver: SolverStatus | undefined;
  /** The option chosen (its index in hint.options), or null when closed without one. */
  readonly onClose: (choice: number | null) => void;
}

export function HintDialog(props: HintDialogProps) {
  const { hint, loading, error, solver, onClose } = props;
  const options = hint?.options ?? [];
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
        if (/^[1-9]$/.test(event.key) && rank < options.length) {
          event.preventDefault();
          close(String(rank));
        }
      }}
    >
      <h2 id="hint-title">Hint</h2>
      <p id="hint-position" className="hint-position">
        {hint
          ? `Dice ${hint.dice.join('-')} · ${hint.rollsLeft === 0 ? 'no roll left' : `${plural(hint.rollsLeft, 'roll')} left`} · expected final totals, best first. A number plays its option; Escape closes.`
          : 'The options of this decision, best first.'}
      </p>
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
          <ol className="hint-options">
            {options.map((option, rank) => (
              <HintOption key={rank} option={option} rank={rank} autoFocus={rank === 0} />
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
