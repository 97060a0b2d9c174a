// The last games played to the end, newest first: when, the rules, the standings, and whether decisions were
// taken back (a practice game, whose result is not a fair one).

import type { FinishedGame } from '../../shared/api/contract';
import { ordinal, VARIANT_LABELS } from './words';

const SHOWN = 5;

function when(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export interface FinishedGamesProps {
  readonly games: readonly FinishedGame[];
  /** Opens a game's end page. */
  readonly onReview?: ((gameId: string) => void) | undefined;
}

export function FinishedGames(props: FinishedGamesProps) {
  const { onReview } = props;
  const games = props.games.slice(0, SHOWN);
  if (games.length === 0) return null;
  return (
    <section className="card finished-games" aria-labelledby="finished-title">
      <h2 id="finished-title">Finished games</h2>
      <ol>
        {games.map((game) => (
          <li key={game.gameId} data-testid="finished-game" data-practice={game.practice ? 'true' : 'false'}>
            <span className="finished-when">{when(game.finishedAt)}</span>
            <span className="finished-rules">{VARIANT_LABELS[game.variant]}</span>
            <span className="finished-standings">
              {game.standings.map((s) => (
                <span key={s.seat}>
                  <span className="visually-hidden">{ordinal(s.place)}: </span>
                  {s.name} <strong>{s.total}</strong>
                </span>
              ))}
            </span>
            {game.practice && (
              <span className="practice-badge" title="Decisions were taken back: a practice game">
                Practice
              </span>
            )}
            {onReview && (
              <button
                type="button"
                className="button small"
                aria-label={`Review the game finished ${when(game.finishedAt)}`}
                onClick={() => onReview(game.gameId)}
              >
                Review
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
