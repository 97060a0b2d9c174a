// The solver's warm-up: a Perfect bot waits for its table (Hard plays from a small committed valuation), so
// say how far the table has got.

export interface SolverProgressProps {
  /** 0..1 */
  readonly progress: number;
  readonly ready: boolean;
  readonly error: string | null;
}

export function SolverProgress(props: SolverProgressProps) {
  const { progress, ready, error } = props;
  if (ready) return null;
  const percent = Math.floor(progress * 100);
  if (error !== null) {
    return (
      <div className="solver-progress error" role="alert">
        The Perfect bot’s table could not be made: {error}
      </div>
    );
  }
  return (
    <div className="solver-progress" data-testid="solver-progress">
      <span>Working out perfect play for the Perfect bot</span>
      <progress max={100} value={percent} aria-label="Solver warm-up">
        {percent}%
      </progress>
      <span className="solver-percent">{percent}%</span>
    </div>
  );
}
