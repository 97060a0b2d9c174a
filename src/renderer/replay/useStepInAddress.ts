// Keeps a replay's step and the app's address together (step-address.ts says which moves push an entry and
// which replace it): the page's step written into the address, and Back, Forward or a link within the app to
// another step of the same game shown on the board.

import { useCallback, useEffect, useRef, useState } from 'react';
import { addressWrite, isReplayAddress, stepHash, stepInAddress, stepPastEnd } from './step-address';

/** How long a walked-to step rests before the address is replaced (ms): as long as the panels wait. */
const WALK_WRITE_MS = 60;

export interface StepAddress {
  /** Writes a step that is still waiting into the address now (before leaving for another page). */
  readonly flush: () => void;
  /** A line about a step the address named past the end (the end shown instead), until the step moves. */
  readonly note: string | null;
}

/** The step named by the address when the page opens (null: none, the end). */
export function openingStep(gameId: string): number | null {
  return stepInAddress(window.location.hash, gameId);
}

export function useStepInAddress(
  gameId: string,
  step: number,
  last: number,
  onStep: (step: number) => void,
): StepAddress {
  const previous = useRef(step);
  /** A walked-to step waiting to be written, and the address it will replace. */
  const waiting = useRef<{ timer: ReturnType<typeof setTimeout>; step: number; over: string } | null>(null);
  const latest = useRef({ onStep, last });
  useEffect(() => {
    latest.current = { onStep, last };
  });
  const [note, setNote] = useState(() => stepPastEnd(stepInAddress(window.location.hash, gameId), last));

  const replaceNow = useCallback(
    (to: number): void => {
      // Only while the address is still this replay's: never over another page's entry.
      if (!isReplayAddress(window.location.hash, gameId)) return;
      window.history.replaceState(window.history.state, '', stepHash(gameId, to));
    },
    [gameId],
  );
  const flush = useCallback((): void => {
    const pending = waiting.current;
    if (pending === null) return;
    clearTimeout(pending.timer);
    waiting.current = null;
    replaceNow(pending.step);
  }, [replaceNow]);

  // The step into the address.
  useEffect(() => {
    const from = previous.current;
    previous.current = step;
    if (from !== step) setNote(null);
    const write = addressWrite(from, step, stepInAddress(window.location.hash, gameId), latest.current.last);
    if (write === 'none') {
      if (waiting.current !== null) clearTimeout(waiting.current.timer);
      waiting.current = null;
    } else if (write === 'push') {
      // The walk before the jump is written first: Back returns to where it stopped.
      flush();
      if (isReplayAddress(window.location.hash, gameId)) {
        window.history.pushState(null, '', stepHash(gameId, step));
      }
    } else {
      if (waiting.current !== null) clearTimeout(waiting.current.timer);
      const timer = setTimeout(() => {
        waiting.current = null;
        replaceNow(step);
      }, WALK_WRITE_MS);
      waiting.current = { timer, step, over: window.location.hash };
    }
  }, [step, gameId, flush, replaceNow]);

  // The address into the step: Back, Forward, a link to another step of this game.
  useEffect(() => {
    const follow = (): void => {
      if (!isReplayAddress(window.location.hash, gameId)) return;
      // A walk still waiting for the entry just left is dropped, not written over this one (an address
      // heard twice, by popstate and hashchange, keeps its own).
      if (waiting.current !== null && waiting.current.over !== window.location.hash) {
        clearTimeout(waiting.current.timer);
        waiting.current = null;
      }
      const named = stepInAddress(window.location.hash, gameId);
      const { onStep: show, last } = latest.current;
      // The page shows the end for a step past it (and says so).
      const to = Math.min(named ?? last, last);
      previous.current = to;
      setNote(stepPastEnd(named, last));
      show(to);
    };
    window.addEventListener('popstate', follow);
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener('hashchange', follow);
      if (waiting.current !== null) clearTimeout(waiting.current.timer);
      waiting.current = null;
    };
  }, [gameId]);

  return { flush, note };
}
