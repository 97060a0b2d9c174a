// A finished game's target (target practice) in the history's lists: the target, and whether it was reached.

import type { FinishedGame } from '../../shared/api/contract';

export function TargetMark(props: { readonly game: FinishedGame }) {
  const { target, standings } = props.game;
  if (target === undefined) return null;
  const total = standings[0]?.total ?? 0;
  const reached = total >= target;
  return (
    <span
      className="target-mark"
      data-testid="target-mark"
      data-reached={String(reached)}
      title={
        reached ? `Played for ${target} and reached it` : `Played for ${target}, ${target - total} short`
      }
    >
      Target {target} {reached ? '✓ reached' : '✗ missed'}
    </span>
  );
}
