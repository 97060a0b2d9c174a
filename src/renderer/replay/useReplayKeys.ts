// The replay's keys: ← / → one step, ↑ / Home the start, ↓ / End the end, N / P the selected seat's next and
// previous mistake. Keys typed into a field or inside a dialog are left alone (as at the table).

import { useEffect, useRef } from 'react';
import type { ReplayMove } from '../../shared/replay';
import { typingTarget } from '../table/useTableKeys';

const KEY_MOVES: Readonly<Record<string, ReplayMove>> = {
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  ArrowUp: 'start',
  Home: 'start',
  ArrowDown: 'end',
  End: 'end',
  n: 'next-mistake',
  N: 'next-mistake',
  p: 'previous-mistake',
  P: 'previous-mistake',
};

export function moveOfKey(key: string): ReplayMove | null {
  return KEY_MOVES[key] ?? null;
}

export function useReplayKeys(enabled: boolean, onMove: (move: ReplayMove) => void): void {
  const latest = useRef(onMove);
  useEffect(() => {
    latest.current = onMove;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingTarget(event.target)) return;
      const move = moveOfKey(event.key);
      if (move === null) return;
      event.preventDefault();
      latest.current(move);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
