// A player's moves at the table, as the backend should see them: sent one at a time in the order they were
// made, a kept die shown moved at once (before the backend confirms it), and a roll or a score taken once
// however fast the key is pressed twice.

import { useCallback, useRef, useState } from 'react';
import { toggleKeep, type GameState } from '../../shared/game';
import { useAct, type TableAction } from '../api';
import { failureWords } from '../api/failure-words';

/** Kept positions shown ahead of the backend, and how many keep moves are still on their way. */
interface PendingKeep {
  readonly kept: readonly number[];
  readonly inFlight: number;
}

export interface TableMoves {
  /** The state to show: the backend's, with the keeps still on their way already moved. */
  readonly shown: GameState | undefined;
  /** The dice held now, keeps on their way included (a roll carries them). */
  readonly heldNow: () => number[];
  /** A roll or a score is on its way: the next one waits. */
  readonly busy: boolean;
  /** The last move's refusal, until the next move goes through. */
  readonly error: string | null;
  readonly toggleKeep: (position: number) => void;
  /** Sends a roll or a score, unless one is on its way. */
  readonly whileBusy: (action: TableAction) => void;
  /** Runs any call in the same queue as the moves (an undo, say). */
  readonly enqueue: (run: () => Promise<unknown>) => Promise<void>;
}

export function useTableMoves(gameId: string, state: GameState | undefined): TableMoves {
  const act = useAct(gameId);
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
      (e: unknown) => setError(failureWords(e)),
    );
  }, []);
  const { mutateAsync: actAsync } = act;
  const send = useCallback(
    (action: TableAction): Promise<void> => enqueue(() => actAsync(action)),
    [enqueue, actAsync],
  );

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
  const heldNow = useCallback(() => [...(pending.current?.kept ?? confirmedKept ?? [])], [confirmedKept]);

  const shown = state && pendingKept ? { ...state, turn: { ...state.turn, kept: pendingKept } } : state;
  return { shown, heldNow, busy, error, toggleKeep: onToggleKeep, whileBusy, enqueue };
}
