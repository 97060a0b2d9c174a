// The last games played to the end, newest first: when they were played, the rules, the standings (with the
// coach on, each person's accuracy and expected loss per decision), whether it was played with real dice, and
// whether decisions were taken back (a practice game, whose result is not a fair one).

import type { FinishedGame } from '../../shared/api/contract';
import { accuracyText } from '../../shared/coach/accuracy-words';
import { realDiceLabel } from '../../shared/replay/real-dice';
import { useSettings } from '../api';
import { lossText } from '../coach/format';
import { useGameAccuracy } from '../coach/useGameAccuracy';
import { playedOnText, playedWhen } from './played-on';
import { TargetMark } from './TargetMark';
import { ordinal, VARIANT_LABELS } from '../ui/words';

const SHOWN = 5;

export interface FinishedGamesProps {
  readonly games: readonly FinishedGame[];
  /** Opens a game's replay. */
  readonly onReview?: ((gameId: string) => void) | undefined;
  /** Opens the history. */
  readonly onHistory?: (() => void) | undefined;
}

export function FinishedGames(props: FinishedGamesProps) {
  const { onReview } = props;
  const games = props.games.slice(0, SHOWN);
  const coach = useSettings().data?.coach ?? false;
  if (games.length === 0) return null;
  return (
    <section className="card finished-games" aria-labelledby="finished-title">
      <div className="finished-title">
        <h2 id="finished-title">Finished games</h2>
        {props.onHistory && (
          <button type="button" className="button small" onClick={props.onHistory} data-testid="all-games">
            All games ({props.games.length})
          </button>
        )}
      </div>
      <ol>
        {games.map((game) => (
          <FinishedGameRow key={game.gameId} game={game} coach={coach} onReview={onReview} />
        ))}
      </ol>
    </section>
  );
}

function FinishedGameRow(props: {
  readonly game: FinishedGame;
  readonly coach: boolean;
  readonly onReview: ((gameId: string) => void) | undefined;
}) {
  const { game, onReview } = props;
  // With the coach on, each person's accuracy and expected loss per decision, so games can be compared.
  const accuracy = useGameAccuracy(game.gameId, game.seats.length, props.coach);
  return (
    <li data-testid="finished-game" data-practice={game.practice ? 'true' : 'false'}>
      <span className="finished-when">{playedOnText(game.createdAt, true)}</span>
      <span className="finished-rules">{game.custom ? game.custom.name : VARIANT_LABELS[game.variant]}</span>
      <span className="finished-standings">
        {game.standings.map((s) => {
          const figures = game.seats[s.seat]?.kind === 'human' ? accuracy?.get(s.seat) : undefined;
          return (
            <span key={s.seat}>
              <span className="visually-hidden">{ordinal(s.place)}: </span>
              {s.name} <strong>{s.total}</strong>
              {figures && figures.decisions > 0 && (
                <span
                  className="finished-accuracy"
                  title="Accuracy (100% is perfect play) and expected points lost per decision"
                  data-testid="finished-accuracy"
                  data-seat={s.seat}
                  data-accuracy={String(figures.accuracy)}
                  data-mean-loss={String(figures.meanLoss)}
                >
                  {' '}
                  {accuracyText(figures.accuracy)} · {lossText(figures.meanLoss)} a decision
                </span>
              )}
            </span>
          );
        })}
      </span>
      <TargetMark game={game} />
      {game.realDice && (
        <span className="practice-badge" data-testid="finished-real-dice">
          {realDiceLabel(game.realDice.mode)}
        </span>
      )}
      {game.practice && (
        <span className="practice-badge" title="Decisions were taken back: a practice game">
          Practice
        </span>
      )}
      {onReview && (
        <button
          type="button"
          className="button small"
          aria-label={`Replay the game of ${playedWhen(game.createdAt)}`}
          onClick={() => onReview(game.gameId)}
        >
          Replay
        </button>
      )}
    </li>
  );
}
