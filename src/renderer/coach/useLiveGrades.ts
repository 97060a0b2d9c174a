// The coach's grades of a game as the panel shows them: those of live decisions only (a decision taken back
// leaves the list with its grade), the decisions still waiting for the table, and why there are none.

import { useMemo } from 'react';
import type { Grade } from '../../shared/coach';
import type { GameEvent } from '../../shared/game';
import { useCoachReport } from '../api';
import { liveIndexSet } from './log';

export interface LiveGrades {
  readonly grades: readonly Grade[];
  readonly pending: number;
  readonly error: string | null;
}

export function useLiveGrades(gameId: string, events: readonly GameEvent[], enabled: boolean): LiveGrades {
  const report = useCoachReport(gameId, enabled);
  const live = useMemo(() => liveIndexSet(events), [events]);
  const all = report.data?.grades;
  const grades = useMemo(() => (all ?? []).filter((g) => live.has(g.index)), [all, live]);
  return {
    grades,
    pending: report.data?.pending ?? 0,
    // Grades already had stay on show if a later fetch fails.
    error: report.isError && report.data === undefined ? report.error.message : null,
  };
}
