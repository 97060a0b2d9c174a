// A game's mistake-puzzle progress as React state, kept (puzzle-progress.ts) each time it changes, so that
// the dialog opened again, or the page loaded again, goes on where the person was.

import { useCallback, useEffect, useState } from 'react';
import {
  browserStorage,
  loadProgress,
  NO_PROGRESS,
  saveProgress,
  type ProgressStorage,
  type PuzzleProgress,
} from './puzzle-progress';

export function usePuzzleProgress(
  gameId: string,
  storage?: ProgressStorage,
): [PuzzleProgress, (change: (progress: PuzzleProgress) => PuzzleProgress) => void] {
  const [store] = useState(() => storage ?? browserStorage());
  const [progress, setProgress] = useState(() => loadProgress(store, gameId));
  useEffect(() => {
    if (progress !== NO_PROGRESS) saveProgress(store, gameId, progress);
  }, [store, gameId, progress]);
  const update = useCallback(
    (change: (progress: PuzzleProgress) => PuzzleProgress) => setProgress((p) => change(p)),
    [],
  );
  return [progress, update];
}
