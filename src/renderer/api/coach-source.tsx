// Where the coach's answers come from: this app's backend for its own games, or — for a joiner at an online
// table whose host allows the coach — the host, over the table (the host's solver grades every seat alike).
// The coach's hooks and components ask `useCoachSource()` and never know which.

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CoachReport, Explanation, Hint } from '../../shared/api/contract';
import { ApiContext } from './context';

export interface CoachSource {
  /** Keeps the answers of different sources apart in the query cache. */
  readonly key: string;
  /**
   * It pushes grades and the solver's progress (this app's backend): nothing needs asking again. A table's host
   * pushes neither: a refusal while its table is being made, and grades still pending, are asked again.
   */
  readonly pushes: boolean;
  coachGrades(gameId: string): Promise<CoachReport>;
  coachHint(gameId: string): Promise<Hint>;
  coachWhy(gameId: string, index: number): Promise<Explanation>;
}

const CoachSourceContext = createContext<CoachSource | null>(null);

export function CoachSourceProvider(props: { readonly source: CoachSource; readonly children: ReactNode }) {
  return <CoachSourceContext.Provider value={props.source}>{props.children}</CoachSourceContext.Provider>;
}

/** The coach this part of the page asks: a joined table's host if one is provided, else this app's backend. */
export function useCoachSource(): CoachSource {
  const provided = useContext(CoachSourceContext);
  const api = useContext(ApiContext);
  const client = api?.client;
  const app = useMemo<CoachSource | null>(
    () =>
      client === undefined
        ? null
        : {
            key: 'app',
            pushes: true,
            coachGrades: (gameId) => client.coachGrades(gameId),
            coachHint: (gameId) => client.coachHint(gameId),
            coachWhy: (gameId, index) => client.coachWhy(gameId, index),
          },
    [client],
  );
  const source = provided ?? app;
  if (source === null) throw new Error('useCoachSource() with neither a table nor the app to ask');
  return source;
}

/** How often a source that pushes nothing is asked again while its answer waits for the solved table. */
export const ASK_AGAIN_MS = 1500;

/** A refusal because the solved table is still being made (worth asking again). */
export function notReady(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'not-ready';
}
