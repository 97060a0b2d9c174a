// One game on screen, wired to the backend: the play page while it is on, the end page once every sheet is
// full. Moves go out one at a time (in order); a kept die moves at once, before the backend confirms it.

import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { BotSpeed } from '../../shared/api/contract';
import { toggleKeep, type Action } from '../../shared/game';
import {
  useAct,
  useGame,
  usePlayAgain,
  useSaveSettings,
  useSettings,
  useSkipBots,
  useSolverStatus,
} from '../api';
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
  const skip = useSkipBots(gameId);
  const playAgain = usePlayAgain();
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

  const send = useCallback(
    (action: Action): Promise<void> => {
      const next = queue.current.then(
        () => act.mutateAsync(action),
        () => act.mutateAsync(action),
      );
      queue.current = next;
      return next.then(
        () => setError(null),
        (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
      );
    },
    [act],
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
    (action: Action) => {
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
  // Roll carries the keep, so the dice held are the ones shown even if a keep move is still on its way.
  const onRoll = useCallback(
    () => whileBusy({ type: 'roll', keep: [...(pending.current?.kept ?? confirmedKept ?? [])] }),
    [whileBusy, confirmedKept],
  );
  const onScore = useCallback((box: string) => whileBusy({ type: 'score', box }), [whileBusy]);

  if (game.isPending) return <Waiting header={header} text="Setting out the table…" />;
  if (game.isError || !game.data || !state) {
    return (
      <Waiting header={header} text={`This game cannot be shown: ${game.error?.message ?? 'unknown'}`} />
    );
  }

  if (state.over) {
    return (
      <EndPage
        state={state}
        busy={playAgain.isPending}
        header={header}
        onNewSetup={onNewSetup}
        onPlayAgain={() => playAgain.mutate(gameId, { onSuccess: (view) => onGame(view.gameId) })}
      />
    );
  }

  const lastScored = game.data.events.findLast((e) => e.type === 'scored');
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
