// One finished game in the history: when it was played, the rule set, every seat's place and total, each
// person's accuracy with their points lost per decision, mistakes and blunders, a practice mark, a real-dice
// mark ("real dice, coached" / "real dice, score sheet"), and Replay / Delete.

import { TargetMark } from './TargetMark';
import type { FinishedGame } from '../../shared/api/contract';
import type { SeatAccuracy } from '../../shared/coach';
import { accuracyText } from '../../shared/coach/accuracy-words';
import { realDiceLabel } from '../../shared/replay/real-dice';
import { lossText } from '../coach/format';
import type { GameAccuracy } from './useHistoryAccuracy';
import { gameRules } from './history-view';
import { playedOnText, playedWhen } from './played-on';
import { routeHash } from '../routing';
import { ordinal, plural } from '../ui/words';

function Figures(props: { readonly figures: SeatAccuracy }) {
  const { figures } = props;
  const slips = figures.counts.mistake + figures.counts.blunder;
  return (
    <span
      className="history-figures"
      data-testid="history-figures"
      data-seat={figures.seat}
      data-accuracy={String(figures.accuracy)}
      data-mean-loss={String(figures.meanLoss)}
      data-mistakes={figures.counts.mistake}
      data-blunders={figures.counts.blunder}
    >
      <strong title="100% is perfect play: each decision scores less the more expected points it gave away">
        Accuracy {accuracyText(figures.accuracy)}
      </strong>
      {' · '}
      <span title="Expected points lost per decision against perfect play">
        {lossText(figures.meanLoss)} a decision
      </span>
      {slips > 0 && (
        <>
          {' · '}
          {[
            figures.counts.mistake > 0 ? plural(figures.counts.mistake, 'mistake') : null,
            figures.counts.blunder > 0 ? plural(figures.counts.blunder, 'blunder') : null,
          ]
            .filter((t) => t !== null)
            .join(', ')}
        </>
      )}
    </span>
  );
}

export interface HistoryRowProps {
  readonly game: FinishedGame;
  readonly accuracy: GameAccuracy | undefined;
  readonly onDelete: (game: FinishedGame) => void;
}

export function HistoryRow(props: HistoryRowProps) {
  const { game, accuracy } = props;
  // Named by when it was played (its start), as the replay's heading names it.
  const when = playedWhen(game.createdAt);
  return (
    <li className="history-row" data-testid="history-game" data-game-id={game.gameId}>
      <div className="history-head">
        <a className="history-open" href={routeHash({ kind: 'replay', gameId: game.gameId })}>
          <span className="history-when">{playedOnText(game.createdAt, true)}</span>
          <span className="visually-hidden">, open the replay</span>
        </a>
        <span className="history-rules">{gameRules(game)}</span>
        <TargetMark game={game} />
        {game.realDice && (
          <span
            className="practice-badge"
            data-testid="history-real-dice"
            title={
              game.realDice.mode === 'sheet'
                ? 'Played with real dice on a score sheet: a turn typed as its final dice has only its box graded'
                : 'Played with real dice, every roll typed: keeps and boxes graded'
            }
          >
            {realDiceLabel(game.realDice.mode)}
          </span>
        )}
        {game.wonAtOnce && (
          <span
            className="practice-badge"
            data-testid="history-won-at-once"
            title="The game ended at once: the first seat won by it, whatever the totals"
          >
            Won at once: {game.wonAtOnce}
          </span>
        )}
        {game.practice && (
          <span className="practice-badge" title="Decisions were taken back: a practice game">
            Practice
          </span>
        )}
        <button
          type="button"
          className="button quiet small history-delete"
          aria-label={`Delete the game of ${when}`}
          onClick={() => props.onDelete(game)}
        >
          Delete
        </button>
      </div>
      <ol className="history-standings">
        {game.standings.map((s) => {
          const person = game.seats[s.seat]?.kind === 'human';
          const figures = person && accuracy?.kind === 'ready' ? accuracy.seats[s.seat] : undefined;
          return (
            <li key={s.seat}>
              <span className="history-place">{ordinal(s.place)}</span>
              <span className={`seat-dot seat-${s.seat % 6}`} aria-hidden="true" />
              <span className="history-name">{s.name}</span>
              <strong className="history-total">{s.total}</strong>
              {figures && figures.decisions > 0 && <Figures figures={figures} />}
            </li>
          );
        })}
      </ol>
      {accuracy?.kind === 'waiting' && (
        <span className="field-hint history-grading">Grading the decisions…</span>
      )}
      {accuracy?.kind === 'failed' && <span className="field-hint">No grades: {accuracy.message}</span>}
    </li>
  );
}
