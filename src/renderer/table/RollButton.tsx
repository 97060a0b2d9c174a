// The Roll button: how many rolls are left this turn, and Space as its key.

import type { Ref } from 'react';
import { plural } from '../ui/words';

export interface RollButtonProps {
  readonly ref?: Ref<HTMLButtonElement>;
  readonly rollsLeft: number;
  readonly enabled: boolean;
  readonly onRoll: () => void;
}

export function RollButton(props: RollButtonProps) {
  const { ref, rollsLeft, enabled, onRoll } = props;
  return (
    <div className="roll">
      <button
        ref={ref}
        type="button"
        className="button primary roll-button"
        disabled={!enabled}
        aria-keyshortcuts="Space"
        onClick={onRoll}
        data-testid="roll"
      >
        Roll <kbd aria-hidden="true">Space</kbd>
      </button>
      <span className="rolls-left" data-testid="rolls-left">
        {plural(rollsLeft, 'roll')} left
      </span>
      <span className="roll-pips" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <span key={i} className={i < rollsLeft ? 'roll-pip' : 'roll-pip used'} />
        ))}
      </span>
    </div>
  );
}
