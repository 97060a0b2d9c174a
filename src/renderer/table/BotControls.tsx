// How fast the bots play, and Skip to let them finish their turns at once.

import { BOT_SPEEDS, type BotSpeed } from '../../shared/api/contract';
import type { BotLevel } from '../../shared/game';
import { LEVEL_LABELS } from '../ui/words';

const BOT_SPEED_LABELS: Readonly<Record<BotSpeed, string>> = {
  slow: 'Slow',
  normal: 'Normal',
  fast: 'Fast',
  instant: 'Instant',
};

export interface BotControlsProps {
  readonly speed: BotSpeed;
  readonly onSpeed: (speed: BotSpeed) => void;
  /** The level of the bot playing now, or null on a person's turn. */
  readonly playing: BotLevel | null;
  readonly onSkip: () => void;
}

export function BotControls(props: BotControlsProps) {
  const { speed, onSpeed, playing, onSkip } = props;
  return (
    <div className="bot-controls">
      <label className="field inline">
        <span>Bot speed</span>
        <select
          value={speed}
          title="Bot speed"
          onChange={(e) => onSpeed(e.target.value as BotSpeed)}
          data-testid="bot-speed"
        >
          {BOT_SPEEDS.map((value) => (
            <option key={value} value={value}>
              {BOT_SPEED_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button"
        disabled={playing === null}
        onClick={onSkip}
        aria-label={
          playing === null ? 'Skip the bots’ turns' : `Skip: the ${LEVEL_LABELS[playing]} bot plays at once`
        }
        data-testid="skip-bots"
      >
        Skip
      </button>
    </div>
  );
}
