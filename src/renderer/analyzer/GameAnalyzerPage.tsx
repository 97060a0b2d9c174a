// The analyzer at a position of a game (#/analyzer/<game>/<event>): the position after that event of the log
// (the rules, one's own included, the sheet of the seat to play, its dice and rolls left) filled in and
// analyzed at once, with the way back to the replay. An address that names no position says why in one line.

import type { ReactNode } from 'react';
import type { CustomRules } from '../../shared/rules';
import { positionState } from '../../shared/replay/play-out';
import { foldStates } from '../../shared/replay/board';
import { ROLLS_PER_TURN } from '../../shared/game';
import { useGame } from '../api';
import { plural } from '../ui/words';
import { openedFromReplay } from '../replay/step-address';
import { formFromTable } from './position-form';
import { routeHash } from '../routing';
import { Waiting } from '../ui/Waiting';
import { AnalyzerPage } from './AnalyzerPage';

export interface GameAnalyzerPageProps {
  readonly gameId: string;
  /** The log index after which the position stands. */
  readonly index: number;
  readonly header: ReactNode;
  readonly customRules?: readonly CustomRules[];
}

/** Back where the analyzer was opened from: the replay's step (the browser's Back), else the replay. */
function backToReplay(gameId: string): void {
  if (openedFromReplay()) window.history.back();
  else window.location.hash = routeHash({ kind: 'replay', gameId });
}

export function GameAnalyzerPage(props: GameAnalyzerPageProps) {
  const { gameId, index, header, customRules } = props;
  const game = useGame(gameId);
  if (game.isError) {
    return <Waiting header={header} text={`This game cannot be analyzed: ${game.error.message}`} />;
  }
  if (!game.data) return <Waiting header={header} text="Reading the game…" />;
  let state;
  try {
    state = positionState(foldStates(game.data.events.slice(0, index + 1)), index);
  } catch (e) {
    return (
      <Waiting
        header={header}
        text={`This position cannot be analyzed: ${e instanceof Error ? e.message : e}`}
      />
    );
  }
  const seat = state.seats[state.turn.seat]?.name ?? `Seat ${state.turn.seat + 1}`;
  const round = Object.keys(state.sheets[state.turn.seat] ?? {}).length + 1;
  const intro = (
    <p className="analyzer-from" data-testid="analyzer-from">
      From the replay: {seat}, round {round}, {plural(ROLLS_PER_TURN - state.turn.rollsUsed, 'roll')} left.{' '}
      <button
        type="button"
        className="button small"
        onClick={() => backToReplay(gameId)}
        data-testid="back-to-replay"
      >
        Back to the replay
      </button>
    </p>
  );
  return (
    <AnalyzerPage
      key={`${gameId}/${index}`}
      header={header}
      initial={formFromTable(state)}
      customRules={customRules}
      intro={intro}
      analyzeAtOnce
    />
  );
}
