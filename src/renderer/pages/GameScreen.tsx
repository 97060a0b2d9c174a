// One game on screen, wired to the backend: the play page while it is on, the end page once every sheet is
// full. Moves go out one at a time (in order); a kept die moves at once, before the backend confirms it.
// The coach (panel, Hint, guard, Undo) rides along: it never holds a move back waiting for analysis.

import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BotSpeed } from '../../shared/api/contract';
import { keepChoice, scoreChoice } from '../../shared/coach';
import { liveEvents, toggleKeep } from '../../shared/game';
import {
  useAct,
  useCurrentGame,
  useGame,
  usePlayAgain,
  useSaveSettings,
  useSettings,
  useSkipBots,
  useSolverStatus,
  useUndo,
  type TableAction,
} from '../api';
import { isPracticeLog, lastHumanDecision } from '../coach/log';
import { useGameCoach } from '../coach/useGameCoach';
import { CoachPanel } from '../components/CoachPanel';
import { HintButton, PracticeBadge, UndoButton } from '../components/CoachButtons';
import { GuardDialog } from '../components/GuardDialog';
import { HintDialog } from '../components/HintDialog';
import { useCoachKeys } from '../components/useCoachKeys';
import { EndPage } from './EndPage';
import { PlayPage } from './PlayPage';

export interface GameScreenProps {
  readonly gameId: string;
  readonly header: ReactNode;
  readonly onGame: (gameId: string) => void;
  readonly onNewSetup: () => void;
}

/** Kept positions shown ahead of the backend, and how many keep moves are still on their way. */
interface PendingKeep {
  readonly kept: readonly number[];
  readonly inFlight: number;
}

export function GameScreen(props: GameScreenProps) {
  const { gameId, header, onGame, onNewSetup } = props;
  const game = useGame(gameId);
  const act = useAct(gameId);
  const undo = useUndo(gameId);
  const skip = useSkipBots(gameId);
  const playAgain = usePlayAgain();
  const current = useCurrentGame();
  const settings = useSettings();
  const saveSettings = useSaveSettings();
  const solver = useSolverStatus(game.data?.fingerprint);
  // Keeps ahead of the backend: the ref for handlers (two key presses may come before a re-render), the
  // state for showing them.
  const pending = useRef<PendingKeep | null>(null);
  const [pendingKept, setPendingKept] = useState<readonly number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Moves are chained so they reach the backend in the order they were made.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const enqueue = useCallback((run: () => Promise<unknown>): Promise<void> => {
    const next = queue.current.then(run, run);
    queue.current = next;
    return next.then(
      () => setError(null),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, []);
  const { mutateAsync: actAsync } = act;
  const send = useCallback(
    (action: TableAction): Promise<void> => enqueue(() => actAsync(action)),
    [enqueue, actAsync],
  );

  const state = game.data?.state;
  const confirmedKept = state?.turn.kept;

  const onToggleKeep = useCallback(
    (position: number) => {
      const kept = toggleKeep(pending.current?.kept ?? confirmedKept ?? [], position);
      pending.current = { kept, inFlight: (pending.current?.inFlight ?? 0) + 1 };
      setPendingKept(kept);
      void send({ type: 'keep', positions: kept }).finally(() => {
        const p = pending.current;
        if (p !== null && p.inFlight > 1) {
          pending.current = { ...p, inFlight: p.inFlight - 1 };
        } else {
          pending.current = null;
          setPendingKept(null);
        }
      });
    },
    [send, confirmedKept],
  );

  // A roll or a score at a time: a second Space or click before the page re-renders must not roll twice.
  const busyRef = useRef(false);
  const whileBusy = useCallback(
    (action: TableAction) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      void send(action).finally(() => {
        busyRef.current = false;
        setBusy(false);
      });
    },
    [send],
  );
  const coach = useGameCoach(gameId, game.data, state, whileBusy);
  const { guarded } = coach;
  const dice = state?.turn.dice ?? null;
  // Roll carries the keep, so the dice held are the ones shown even if a keep move is still on its way.
  const onRoll = useCallback(() => {
    const keep = [...(pending.current?.kept ?? confirmedKept ?? [])];
    const keptFaces = keep.map((position) => dice?.[position] ?? 0);
    guarded(keepChoice(keptFaces), { type: 'roll', keep });
  }, [guarded, confirmedKept, dice]);
  const onScore = useCallback((box: string) => guarded(scoreChoice(box), { type: 'score', box }), [guarded]);

  const events = game.data?.events;
  const undoable = useMemo(() => (events ? lastHumanDecision(events) !== null : false), [events]);
  const practice = useMemo(() => (events ? isPracticeLog(events) : false), [events]);
  const { mutateAsync: undoAsync } = undo;
  const onUndo = useCallback(() => void enqueue(() => undoAsync()), [enqueue, undoAsync]);
  const mayUndo = undoable && !state?.over && !undo.isPending;
  const mayHint = coach.canHint && !busy && coach.prompt === null;
  useCoachKeys({ onHint: mayHint ? coach.openHint : null, onUndo: mayUndo ? onUndo : null });

  if (game.isPending) return <Waiting header={header} text="Setting out the table…" />;
  if (game.isError || !game.data || !state) {
    return (
      <Waiting header={header} text={`This game cannot be shown: ${game.error?.message ?? 'unknown'}`} />
    );
  }

  const panel = coach.on ? (
    <CoachPanel
      gameId={gameId}
      seats={state.seats}
      grades={coach.grades.grades}
      pending={coach.grades.pending}
      solver={coach.solver}
      error={coach.grades.error}
      guard={coach.guard}
      onGuard={coach.setGuard}
    />
  ) : null;

  if (state.over) {
    // A finished game opened for review while another is still unfinished.
    const other = current.data?.gameId;
    const unfinished = other !== undefined && other !== gameId ? other : null;
    return (
      <EndPage
        state={state}
        practice={practice}
        coach={panel}
        busy={playAgain.isPending}
        header={header}
        onNewSetup={onNewSetup}
        onUnfinished={unfinished ? () => onGame(unfinished) : undefined}
        onPlayAgain={() => playAgain.mutate(gameId, { onSuccess: (view) => onGame(view.gameId) })}
      />
    );
  }

  // The last box written that still counts: an undo takes its moves off the live line.
  const log = game.data.events;
  const lastScored = liveEvents(log)
    .map((i) => log[i])
    .findLast((e) => e?.type === 'scored');
  const lastMove =
    lastScored?.type === 'scored'
      ? {
          name: state.seats[lastScored.seat]?.name ?? '',
          label: state.rules.boxes.find((b) => b.id === lastScored.box)?.label ?? lastScored.box,
          points: lastScored.points,
          extraYacht: lastScored.extraYacht,
        }
      : null;
  const shown = pendingKept ? { ...state, turn: { ...state.turn, kept: pendingKept } } : state;
  const strongBot = state.seats.some(
    (s) => s.kind === 'bot' && (s.level === 'hard' || s.level === 'perfect'),
  );
  const status = solver.data;
  return (
    <PlayPage
      state={shown}
      rollCount={game.data.events.filter((e) => e.type === 'rolled').length}
      busy={busy}
      error={error ?? (skip.error ? skip.error.message : null)}
      onToggleKeep={onToggleKeep}
      onRoll={onRoll}
      onScore={onScore}
      botSpeed={settings.data?.botSpeed ?? 'normal'}
      onBotSpeed={(botSpeed: BotSpeed) => saveSettings.mutate({ botSpeed })}
      onSkipBots={() => skip.mutate()}
      solver={
        strongBot && status && !status.ready
          ? { progress: status.progress, ready: status.ready, error: status.error }
          : null
      }
      header={header}
      lastMove={lastMove}
      coach={panel}
      tools={
        <>
          {practice && <PracticeBadge />}
          <HintButton enabled={mayHint} onHint={coach.openHint} />
          {undoable && <UndoButton busy={undo.isPending} onUndo={onUndo} />}
        </>
      }
      dialogs={
        <>
          {coach.hintOpen && (
            <HintDialog
              hint={coach.hint.hint}
              loading={coach.hint.loading}
              error={coach.hint.error}
              solver={coach.solver}
              onClose={coach.closeHint}
            />
          )}
          {coach.prompt && (
            <GuardDialog
              loss={coach.prompt.warning.loss}
              grade={coach.prompt.warning.grade}
              best={coach.prompt.warning.best}
              onAnswer={coach.answerPrompt}
            />
          )}
        </>
      }
    />
  );
}

export function Waiting(props: { readonly header: ReactNode; readonly text: string }) {
  return (
    <div className="page">
      {props.header}
      <main className="start">
        <p role="status">{props.text}</p>
      </main>
    </div>
  );
}
