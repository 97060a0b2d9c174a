// Every finished game, newest first, filtered by rule set and by seat name, each opening its replay; the
// charted person's accuracy over their last games; game files opened (or dropped anywhere on the window) and
// deleted games (asked first).

import { useMemo, useState, type ReactNode } from 'react';
import type { FinishedGame } from '../../shared/api/contract';
import { accuracyText } from '../../shared/coach/accuracy-words';
import { useDeleteGame, useFinishedGames } from '../api';
import { AccuracyTrendChart } from './AccuracyTrendChart';
import { HistoryRow } from './HistoryRow';
import { ImportStatusLine } from './ImportStatusLine';
import { ModalDialog } from '../ui/ModalDialog';
import { OpenGameFile } from './OpenGameFile';
import { Waiting } from '../ui/Waiting';
import {
  accuracyTrend,
  chartedPerson,
  filterGames,
  NO_FILTER,
  ruleSetsOf,
  seatNamesOf,
  type HistoryFilter,
} from './history-view';
import { playedOnText } from './played-on';
import type { GameImport } from './useGameImport';
import { useHistoryAccuracy } from './useHistoryAccuracy';

/** Games listed at first (and added by "Show more"); the chart follows the last TREND_GAMES. */
const PAGE = 20;
const TREND_GAMES = 30;

export interface HistoryPageProps {
  readonly header: ReactNode;
  readonly fileImport: GameImport;
}

export function HistoryPage(props: HistoryPageProps) {
  const finished = useFinishedGames();
  const games = finished.data;
  if (games === undefined) {
    return (
      <Waiting
        header={props.header}
        text={
          finished.isError
            ? `The history could not be read: ${finished.error.message}`
            : 'Reading the history…'
        }
      />
    );
  }
  return <HistoryList {...props} games={games} />;
}

function HistoryList(props: HistoryPageProps & { readonly games: readonly FinishedGame[] }) {
  const { games, fileImport } = props;
  const [filter, setFilter] = useState<HistoryFilter>(NO_FILTER);
  const [shown, setShown] = useState(PAGE);
  const [deleting, setDeleting] = useState<FinishedGame | null>(null);
  const deleteGame = useDeleteGame();
  const ruleSets = useMemo(() => ruleSetsOf(games), [games]);
  const names = useMemo(() => seatNamesOf(games), [games]);
  const filtered = useMemo(() => filterGames(games, filter), [games, filter]);
  const listed = useMemo(() => filtered.slice(0, shown), [filtered, shown]);
  const person = chartedPerson(filtered, filter);
  // The chart's games are asked for with the listed ones (one query per game, shared).
  const charted = useMemo(
    () =>
      person === null
        ? []
        : filtered
            .filter((g) => g.seats.some((s) => s.kind === 'human' && s.name === person))
            .slice(0, TREND_GAMES),
    [filtered, person],
  );
  const asked = useMemo(() => [...new Set([...listed, ...charted])], [listed, charted]);
  const accuracy = useHistoryAccuracy(asked);
  const trend = useMemo(
    () => (person === null ? null : accuracyTrend(charted, accuracy, person, TREND_GAMES)),
    [charted, accuracy, person],
  );

  return (
    <div className="page history-page">
      {props.header}
      <main className="history">
        <div className="history-title">
          <h1>History</h1>
          <OpenGameFile onFile={fileImport.importFile} busy={fileImport.status.kind === 'busy'} />
        </div>
        <p className="field-hint">
          Every finished game, newest first. Open one to replay it with every decision graded; open or drop a
          game file to add it.
        </p>
        <ImportStatusLine status={fileImport.status} onDismiss={fileImport.clear} />
        {games.length > 0 && (
          <div className="history-filters" role="group" aria-label="Filter the games">
            <label className="field">
              <span>Rules</span>
              <select
                value={filter.rules}
                onChange={(e) => setFilter({ ...filter, rules: e.target.value })}
                data-testid="history-rules"
              >
                <option value="">All rule sets</option>
                {ruleSets.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>Player</span>
              <select
                value={filter.name}
                onChange={(e) => setFilter({ ...filter, name: e.target.value })}
                data-testid="history-name"
              >
                <option value="">Anyone</option>
                {names.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <span className="field-hint" aria-live="polite">
              {filtered.length} of {games.length} {games.length === 1 ? 'game' : 'games'}
            </span>
          </div>
        )}
        {trend && person !== null && trend.length > 1 && (
          <section className="card history-chart" aria-label="Accuracy over the last games">
            <AccuracyTrendChart person={person} rows={trend} />
          </section>
        )}
        {trend && person !== null && trend.length === 1 && (
          // One game is no trend: said in words rather than drawn as a lone dot.
          <p className="card history-chart field-hint" data-testid="accuracy-trend-one">
            {person}: accuracy {accuracyText(trend[0]!.accuracy)} in the one graded game so far. The trend
            appears here from the second.
          </p>
        )}
        {games.length === 0 ? (
          <p className="card history-empty">No finished games yet. Play one, or open a game file.</p>
        ) : (
          <ol className="history-list" aria-label="Finished games">
            {listed.map((game) => (
              <HistoryRow
                key={game.gameId}
                game={game}
                accuracy={accuracy.get(game.gameId)}
                onDelete={setDeleting}
              />
            ))}
          </ol>
        )}
        {filtered.length > shown && (
          <button type="button" className="button" onClick={() => setShown(shown + PAGE)}>
            Show more ({filtered.length - shown} more)
          </button>
        )}
        {deleteGame.isError && (
          <p className="field-error" role="alert">
            The game was not deleted: {deleteGame.error.message}
          </p>
        )}
      </main>
      {deleting && (
        <ModalDialog
          className="coach-dialog delete-dialog"
          labelledBy="delete-title"
          describedBy="delete-text"
          testId="delete-dialog"
          onClose={(value) => {
            if (value === 'delete') deleteGame.mutate(deleting.gameId);
            setDeleting(null);
          }}
        >
          <h2 id="delete-title">Delete this game?</h2>
          <p id="delete-text">
            The game {playedOnText(deleting.createdAt)} leaves the history for good. Export it from its replay
            first to keep a copy.
          </p>
          <form method="dialog" className="dialog-actions">
            <button type="submit" value="keep" className="button" autoFocus>
              Keep it
            </button>
            <button type="submit" value="delete" className="button danger">
              Delete
            </button>
          </form>
        </ModalDialog>
      )}
    </div>
  );
}
