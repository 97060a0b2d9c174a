// The solver's warm-up: Hard and Perfect bots wait for their tables, so say how far they have got.

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
        The bots’ tables could not be made: {error}
      </div>
    );
  }
  return (
    <div className="solver-progress" data-testid="solver-progress">
      <span>Warming up the solver for the Hard and Perfect bots</span>
      <progress max={100} value={percent} aria-label="Solver warm-up">
        {percent}%
      </progress>
      <span className="solver-percent">{percent}%</span>
    </div>
  );
}
