// The coach's guard: ask before a decision of this class or worse is played.

import { useId } from 'react';
import { COACH_GUARDS, type CoachGuard } from '../../shared/api/contract';

const GUARD_LABELS: Readonly<Record<CoachGuard, string>> = {
  off: 'Off',
  inaccuracy: 'Inaccuracies',
  mistake: 'Mistakes',
  blunder: 'Blunders',
};

export function GuardSelect(props: {
  readonly guard: CoachGuard;
  readonly onGuard: (guard: CoachGuard) => void;
}) {
  // A label beside the select, not around it: its name is exactly "Warn before", without the options' text.
  const id = useId();
  return (
    <div className="field inline coach-guard-select">
      <label htmlFor={id}>Warn before</label>
      <select
        id={id}
        value={props.guard}
        onChange={(e) => props.onGuard(COACH_GUARDS.find((g) => g === e.target.value) ?? 'off')}
        data-testid="coach-guard-select"
      >
        {COACH_GUARDS.map((value) => (
          <option key={value} value={value}>
            {GUARD_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
