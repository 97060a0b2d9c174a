// The replay's win-chance chart for a game of two or more seats, asked of the backend once the replay is shown
// (seconds of work: every decision of every seat valued by the chance to win) and said as such meanwhile.

import { isNotReady } from '../../shared/api/errors';
import type { Seat } from '../../shared/game';
import { useReplayWin } from './useReplayWin';
import { WinChart } from './WinChart';

export interface WinPanelProps {
  readonly gameId: string;
  /** The log's length (a game still going is asked again as it grows). */
  readonly at: number;
  readonly seats: readonly Seat[];
  readonly onDecision: (index: number) => void;
}

export function WinPanel(props: WinPanelProps) {
  const { gameId, at, seats, onDecision } = props;
  const query = useReplayWin(gameId, at, seats.length >= 2);
  const win = query.data?.win;
  if (win) return <WinChart win={win} seats={seats} onDecision={onDecision} />;
  if (query.isError && !isNotReady(query.error))
    return <p role="status">The chances to win could not be worked out: {query.error.message}</p>;
  if (query.data) return null;
  return (
    <p role="status" data-testid="win-chart-waiting">
      Working out every seat’s chance to win, turn by turn, and what each decision cost of it…
    </p>
  );
}
