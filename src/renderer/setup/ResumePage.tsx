// On start, an unfinished game: offer to carry on exactly where it stopped, or to drop it.

import type { ReactNode } from 'react';
import { currentDice, seatTotals, type GameState } from '../../shared/game';
import { DieFace } from '../ui/Die';
import { faceWord, VARIANT_LABELS } from '../ui/words';

export interface ResumePageProps {
  readonly state: GameState;
  readonly busy: boolean;
  readonly onResume: () => void;
  readonly onDiscard: () => void;
  readonly header: ReactNode;
}

export function ResumePage(props: ResumePageProps) {
  const { state, busy } = props;
  const seats = state.seats.length;
  const round = Math.floor(state.turnsPlayed / seats) + 1;
  const dice = currentDice(state);
  const toPlay = state.seats[state.turn.seat]?.name ?? '';
  return (
    <div className="page resume-page">
      {props.header}
      <main className="resume">
        <section className="card resume-card" aria-labelledby="resume-title">
          <h1 id="resume-title">Carry on where you stopped?</h1>
          <p>
            A{' '}
            {state.rules.custom ? `“${state.rules.name}”` : VARIANT_LABELS[state.rules.variant].toLowerCase()}{' '}
            game is unfinished: round {round} of {state.rules.boxes.length}, {toPlay} to play.
          </p>
          <ul className="resume-seats">
            {state.seats.map((seat, i) => (
              <li key={i}>
                <span className={`seat-dot seat-${i % 6}`} aria-hidden="true" />
                {seat.name} <strong>{seatTotals(state, i).total}</strong>
              </li>
            ))}
          </ul>
          {dice && (
            <div
              className="resume-dice"
              role="img"
              aria-label={`Dice on the table: ${dice
                .map((face, i) => `${faceWord(face)}${state.turn.kept.includes(i) ? ' (kept)' : ''}`)
                .join(', ')}`}
              data-testid="resume-dice"
            >
              {dice.map((face, i) => (
                <span key={i} className={state.turn.kept.includes(i) ? 'resume-die kept' : 'resume-die'}>
                  <DieFace face={face} />
                </span>
              ))}
            </div>
          )}
          <div className="resume-actions">
            <button
              type="button"
              className="button primary big"
              onClick={props.onResume}
              disabled={busy}
              autoFocus
              data-testid="resume"
            >
              Resume game
            </button>
            <button
              type="button"
              className="button"
              onClick={props.onDiscard}
              disabled={busy}
              data-testid="discard"
            >
              Start a new game
            </button>
          </div>
        </section>
      </main>
    </div>
  );
}
