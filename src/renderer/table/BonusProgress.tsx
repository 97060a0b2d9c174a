// The upper boxes against the bonus threshold: "48 / 63", with a bar.

export interface BonusProgressProps {
  readonly upper: number;
  /** Null when the rule set has no bonus. */
  readonly threshold: number | null;
  readonly bonusPoints: number;
}

export function BonusProgress(props: BonusProgressProps) {
  const { upper, threshold, bonusPoints } = props;
  if (threshold === null) return null;
  const earned = upper >= threshold;
  const ratio = Math.min(1, upper / threshold);
  return (
    <div className={`bonus-progress${earned ? ' earned' : ''}`} data-testid="bonus-progress">
      <span className="bonus-label">Bonus</span>
      <span
        className="bonus-bar"
        role="meter"
        aria-label="Upper boxes toward the bonus"
        aria-valuemin={0}
        aria-valuemax={threshold}
        aria-valuenow={Math.min(upper, threshold)}
        aria-valuetext={`${upper} of ${threshold}`}
      >
        <span style={{ width: `${ratio * 100}%` }} />
      </span>
      <span className="bonus-count" data-testid="bonus-count">
        {upper} / {threshold}
      </span>
      <span className="bonus-points">{earned ? `+${bonusPoints}` : ''}</span>
    </div>
  );
}
