// The solver's warm-up: a Perfect bot waits for its table (Hard plays from a small committed valuation), so
// say how far the table has got.

export interface SolverProgressProps {
  /** 0..1 */
  readonly progress: number;
  readonly ready: boolean;
  readonly error: string | null;
  /** Who waits for the table, in words ("the Perfect bot" unless said otherwise). */
  readonly purpose?: string;
  readonly testId?: string;
}

export function SolverProgress(props: SolverProgressProps) {
  const { progress, ready, error, purpose = 'the Perfect bot', testId = 'solver-progress' } = props;
  if (ready) return null;
  const percent = Math.floor(progress * 100);
  if (error !== null) {
    return (
      <div className="solver-progress error" role="alert">
        The table for {purpose} could not be made: {error}
      </div>
    );
  }
  return (
    <div className="solver-progress" data-testid={testId}>
      <span>Working out perfect play for {purpose}</span>
      <span
        className="solver-bar"
        role="progressbar"
        aria-label="Solver warm-up"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${Math.max(2, percent)}%` }} />
      </span>
      <span className="solver-percent">{percent}%</span>
    </div>
  );
}
