// Whose turn it is, said plainly (and announced to screen readers when it changes).

import type { ReactNode } from 'react';
import type { Seat } from '../../shared/game';
import { LEVEL_LABELS, plural } from '../ui/words';

export interface TurnBannerProps {
  readonly seat: Seat;
  readonly seatIndex: number;
  readonly rollsLeft: number;
  readonly rolled: boolean;
  readonly round: number;
  readonly rounds: number;
  /** The seat is this screen's one player's (at an online table): "Your turn" rather than the name. */
  readonly yours?: boolean;
  /** Tools for the turn (the coach's Hint and Undo), beside the round. */
  readonly children?: ReactNode;
}

export function TurnBanner(props: TurnBannerProps) {
  const { seat, seatIndex, rollsLeft, rolled, round, rounds } = props;
  const bot = seat.kind === 'bot';
  let doing: string;
  if (bot) doing = `${LEVEL_LABELS[seat.level]} bot is playing`;
  else if (!rolled) doing = 'roll the dice';
  else if (rollsLeft > 0) doing = `keep dice and roll, or score a box · ${plural(rollsLeft, 'roll')} left`;
  else doing = 'score a box';
  return (
    <div
      className={`turn-banner seat-${seatIndex % 6}${bot ? ' bot' : ''}`}
      data-testid="turn-banner"
      data-seat={seatIndex}
    >
      <span className="turn-token" aria-hidden="true" />
      <p aria-live="polite">
        {props.yours && !bot ? (
          <>
            <strong data-testid="your-turn">Your turn</strong>
            <span className="turn-doing">: {doing}</span>
          </>
        ) : (
          <>
            <strong>{seat.name}</strong>
            <span className="turn-doing">
              {bot ? ': ' : ' to play: '}
              {doing}
            </span>
          </>
        )}
      </p>
      {props.children && <div className="turn-tools">{props.children}</div>}
      <span className="turn-round">
        Round {round} of {rounds}
      </span>
    </div>
  );
}
