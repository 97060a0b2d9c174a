// The coach's grades of a game as the panel shows them: those of live decisions only (a decision taken back
// leaves the list with its grade), the decisions still waiting for the table, and why there are none.

import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CoachReport } from '../../shared/api/contract';
import type { Grade } from '../../shared/coach';
import type { GameEvent } from '../../shared/game';
import { useAskedCoachGrades, useCoachGrades } from '../api';
import { liveIndexSet } from './log';

export interface LiveGrades {
  readonly grades: readonly Grade[];
  readonly pending: number;
  readonly error: string | null;
}

/** This app's own game: its grades as the backend pushes them. */
export function useLiveGrades(gameId: string, events: readonly GameEvent[], enabled: boolean): LiveGrades {
  return useLive(useCoachGrades(gameId, enabled), events);
}

/** A joined table's game: this seat's grades, asked of the host as the log grows. */
export function useJoinedGrades(gameId: string, events: readonly GameEvent[], enabled: boolean): LiveGrades {
  return useLive(useAskedCoachGrades(gameId, events.length, enabled), events);
}

function useLive(report: UseQueryResult<CoachReport>, events: readonly GameEvent[]): LiveGrades {
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
