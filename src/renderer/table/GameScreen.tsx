// One game on screen, wired to the backend: the play page while it is on, the end page once every sheet is
// full. The moves go through useTableMoves (in order; a kept die moves at once).
// The coach (panel, Hint, guard, Undo) rides along: it never holds a move back waiting for analysis.

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { BotSpeed } from '../../shared/api/contract';
import { seatNeedsSolution } from '../../shared/bots';
import { keepChoice, scoreChoice } from '../../shared/coach';
import { canUndo, isPractice } from '../../shared/game';
import {
  useCurrentGame,
  useGame,
  usePlayAgain,
  useSaveSettings,
  useSettings,
  useSolverStatus,
  useTableOfGame,
  useUndo,
} from '../api';
import { useGameCoach } from '../coach/useGameCoach';
import { coachViews } from '../coach/CoachViews';
import { PracticeDialog } from './PracticeDialog';
import { PracticeBadge, UndoButton } from '../coach/CoachButtons';
import { useCoachKeys } from '../coach/useCoachKeys';
import { Waiting } from '../ui/Waiting';
import { lastMoveOf } from './last-move';
import { AwayNotice } from '../online/AwayNotice';
import { TablePresence } from '../online/TablePresence';
import { HostTypesReroll } from '../online/HostTypesReroll';
import { hostTypesFor } from '../online/table-typists';
import { useBotSkip } from './useBotSkip';
import { useTableMoves } from './useTableMoves';
import { useRealDiceTable } from './useRealDiceTable';
import { RealDiceControls } from './RealDiceControls';
import { EndPage } from './EndPage';
import { PlayPage } from './PlayPage';

export interface GameScreenProps {
  readonly gameId: string;
  readonly header: ReactNode;
  readonly onGame: (gameId: string) => void;
  readonly onNewSetup: () => void;
  /** Opens the game's replay. */
  readonly onReplay: (gameId: string) => void;
}

export function GameScreen(props: GameScreenProps) {
  const { gameId, header, onGame, onNewSetup } = props;
  const game = useGame(gameId);
  const undo = useUndo(gameId);
  const playAgain = usePlayAgain();
  const current = useCurrentGame();
  const settings = useSettings();
  const saveSettings = useSaveSettings();
  const solver = useSolverStatus(game.data?.fingerprint);
  const state = game.data?.state;
  const moves = useTableMoves(gameId, state);
  const skip = useBotSkip(gameId, game.data?.events.length);
  const { whileBusy, heldNow, enqueue, busy } = moves;
  // At an online table the host plays the host's seats only, and moves are never taken back.
  const table = useTableOfGame(gameId);
  const mine = useMemo(() => (table ? (seat: number) => table.hostSeats.includes(seat) : undefined), [table]);
  // Real dice: a person's roll opens the dice entry (after the guard has seen its keep).
  // At an online table with real dice the host types the bots' dice too, and the joiners' where the host types.
  const typist = useMemo(() => (table ? (seat: number) => hostTypesFor(table, seat) : undefined), [table]);
  // A bot standing in for a joiner says its keep as a bot seat does, and then waits for its dice.
  const botPlays = useMemo(
    () =>
      table && state
        ? (seat: number) => state.seats[seat]?.kind === 'bot' || (table.seats[seat]?.standIn ?? null) !== null
        : undefined,
    [table, state],
  );
  const realTable = useRealDiceTable(state, whileBusy, typist, botPlays);
  const coach = useGameCoach(gameId, game.data, state, realTable.play, mine);
  const { guarded } = coach;
  const dice = state?.turn.dice ?? null;
  // Roll carries the keep, so the dice held are the ones shown even if a keep move is still on its way.
  const onRoll = useCallback(() => {
    const keep = heldNow();
    const keptFaces = keep.map((position) => dice?.[position] ?? 0);
    guarded(keepChoice(keptFaces), { type: 'roll', keep });
  }, [guarded, heldNow, dice]);
  const onScore = useCallback((box: string) => guarded(scoreChoice(box), { type: 'score', box }), [guarded]);

  const undoable = state && !table ? canUndo(state) : false;
  const practice = state ? isPractice(state) : false;
  const { mutateAsync: undoAsync } = undo;
  const takeBack = useCallback(() => void enqueue(() => undoAsync()), [enqueue, undoAsync]);
  // The first undo of a game makes it practice: asked once, then undos go at once.
  const [askingPractice, setAskingPractice] = useState(false);
  const onUndo = useCallback(() => {
    if (practice) takeBack();
    else setAskingPractice(true);
  }, [practice, takeBack]);
  const mayUndo = undoable && !state?.over && !undo.isPending;
  const mayHint = coach.canHint && !busy && coach.prompt === null && !askingPractice;
  useCoachKeys({ onHint: mayHint ? coach.openHint : null, onUndo: mayUndo ? onUndo : null });

  if (game.isPending) return <Waiting header={header} text="Setting out the table…" />;
  if (game.isError || !game.data || !state) {
    return (
      <Waiting header={header} text={`This game cannot be shown: ${game.error?.message ?? 'unknown'}`} />
    );
  }

  const views = coachViews(coach, gameId, state, mayHint);
  const panel = views.panel;

  if (state.over) {
    // A finished game opened for review while another is still unfinished.
    const other = current.data?.gameId;
    const unfinished = other !== undefined && other !== gameId ? other : null;
    return (
      <EndPage
        gameId={gameId}
        state={state}
        practice={practice}
        coach={panel}
        busy={playAgain.isPending}
        header={header}
        onNewSetup={onNewSetup}
        onReplay={() => props.onReplay(gameId)}
        onUnfinished={unfinished ? () => onGame(unfinished) : undefined}
        onPlayAgain={() => playAgain.mutate(gameId, { onSuccess: (view) => onGame(view.gameId) })}
        atTable={table !== null}
        error={playAgain.error?.message ?? null}
      />
    );
  }

  const lastMove = lastMoveOf(state, game.data.events);
  // A bot that plays from the solution waits for it (Perfect; Hard on rules it has no valuation for, made
  // from the solution): its progress is shown meanwhile.
  const waitsForSolution = state.seats.some((s) => seatNeedsSolution(s, state.rules));
  const status = solver.data;
  return (
    <PlayPage
      state={moves.shown ?? state}
      rollCount={game.data.events.filter((e) => e.type === 'rolled').length}
      busy={busy}
      error={moves.error ?? skip.error}
      onToggleKeep={moves.toggleKeep}
      onRoll={onRoll}
      onScore={onScore}
      realDice={
        state.realDice && (
          <>
            <RealDiceControls table={realTable} busy={busy} error={moves.error} />
            <HostTypesReroll state={state} table={table} busy={busy} error={moves.error} send={whileBusy} />
          </>
        )
      }
      entryOpen={realTable.entry !== null}
      bots={
        // At a real table the bots wait for their dice: no speed to set, nothing to skip.
        state.realDice === null
          ? {
              speed: settings.data?.botSpeed ?? 'normal',
              onSpeed: (botSpeed: BotSpeed) => saveSettings.mutate({ botSpeed }),
              onSkip: skip.skip,
            }
          : null
      }
      mine={mine}
      playerSeat={table?.hostSeats.length === 1 ? table.hostSeats[0] : null}
      notice={table && <AwayNotice table={table} turnSeat={(moves.shown ?? state).turn.seat} />}
      solver={
        waitsForSolution && status && !status.ready
          ? { progress: status.progress, ready: status.ready, error: status.error }
          : null
      }
      header={header}
      lastMove={lastMove}
      coach={panel}
      latestGrade={views.latestGrade}
      tools={
        <>
          {table && <TablePresence seats={table.seats} />}
          {practice && <PracticeBadge />}
          {views.hintButton}
          {undoable && <UndoButton busy={undo.isPending} onUndo={onUndo} />}
        </>
      }
      dialogs={
        <>
          {views.dialogs}
          {askingPractice && (
            <PracticeDialog
              onAnswer={(yes) => {
                setAskingPractice(false);
                if (yes) takeBack();
              }}
            />
          )}
        </>
      }
    />
  );
}
