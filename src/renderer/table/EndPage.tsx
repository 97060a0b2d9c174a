// The end of a game: the ranking with totals (level leaders share first place), the sheets, and
// Play again (the first roll passes to the next seat) or a new setup.

import type { ReactNode } from 'react';
import { ranking, seatTotals, wonAtOnceWords, type GameState } from '../../shared/game';
import { ScoreSheet } from './ScoreSheet';
import { Ranking } from './Ranking';
import { PracticeBadge } from '../coach/CoachButtons';
import { TargetOutcome } from './TargetOutcome';

export interface EndPageProps {
  /** The game's id (target practice asks how likely its target was). */
  readonly gameId?: string | undefined;
  readonly state: GameState;
  /** Decisions were taken back: the result is a practice one. */
  readonly practice: boolean;
  /** The coach panel (the whole game graded), or null when it is off. */
  readonly coach?: ReactNode;
  readonly busy: boolean;
  readonly onPlayAgain: () => void;
  readonly onNewSetup: () => void;
  /** Opens the replay: every decision graded, the course, luck and skill. */
  readonly onReplay: () => void;
  /** Back to another game still unfinished (this one was opened for review): playing again would drop it. */
  readonly onUnfinished?: (() => void) | undefined;
  /** The game was played at an online table this app hosts, still open: playing again is at that table. */
  readonly atTable?: boolean | undefined;
  /** Why playing again was refused (a table that has closed, say). */
  readonly error?: string | null | undefined;
  readonly header: ReactNode;
}

export function EndPage(props: EndPageProps) {
  const { state, busy, onPlayAgain, onNewSetup } = props;
  const standings = ranking(state);
  const totals = state.seats.map((_, i) => seatTotals(state, i));
  const next = state.seats[(state.firstSeat + 1) % state.seats.length];
  return (
    <div className="page end-page">
      {props.header}
      <main className={props.coach ? 'end with-coach' : 'end'}>
        <div className="end-result">
          {props.practice && (
            <p className="practice-note">
              <PracticeBadge /> Decisions were taken back in this game: the result is a practice one.
            </p>
          )}
          <Ranking standings={standings} seats={state.seats} wonAtOnce={wonAtOnceWords(state)} />
          {state.target !== null && props.gameId !== undefined && (
            <TargetOutcome gameId={props.gameId} state={state} target={state.target} />
          )}
          <div className="end-actions">
            <button
              type="button"
              className="button primary"
              disabled={busy}
              onClick={onPlayAgain}
              autoFocus
              data-testid="play-again"
            >
              Play again
            </button>
            <button type="button" className="button" onClick={props.onReplay} data-testid="end-replay">
              Replay with analysis
            </button>
            <button type="button" className="button" disabled={busy} onClick={onNewSetup}>
              New setup
            </button>
            {props.onUnfinished && (
              <button type="button" className="button quiet" onClick={props.onUnfinished}>
                Back to the unfinished game
              </button>
            )}
            {state.seats.length > 1 && next && (
              <span className="field-hint">
                Next game, <span className="player-name">{next.name}</span> rolls first
                {props.atTable
                  ? ', at the same online table: the joiners keep their seats and their pages follow.'
                  : '.'}
              </span>
            )}
            {props.onUnfinished && (
              <span className="field-hint" data-testid="drops-unfinished">
                Playing again or a new game drops the unfinished one.
              </span>
            )}
          </div>
          {props.error && (
            <p className="error-line" role="alert">
              {props.error}
            </p>
          )}
          <ScoreSheet
            rules={state.rules}
            seats={state.seats}
            sheets={state.sheets}
            totals={totals}
            currentSeat={null}
          />
        </div>
        {props.coach}
      </main>
    </div>
  );
}
