// The react-query cache of the API: its keys, and the pure steps that fold pushed events into it.

import type { Appended, GameView, Notice, SolverStatus } from '../../shared/api/contract';

export const queryKeys = {
  all: ['yacht'] as const,
  version: ['yacht', 'version'] as const,
  settings: ['yacht', 'settings'] as const,
  currentGame: ['yacht', 'game', 'current'] as const,
  game: (gameId: string) => ['yacht', 'game', 'id', gameId] as const,
  finishedGames: ['yacht', 'games', 'finished'] as const,
  solver: ['yacht', 'solver'] as const,
  notices: ['yacht', 'notices'] as const,
};

/**
 * A cached game with appended events folded in: the same view when it already holds them, a longer one when
 * they follow on, or 'gap' when events between are missing (then the game must be fetched again).
 */
export function appendEvents(view: GameView, appended: Appended): GameView | 'gap' {
  if (view.gameId !== appended.gameId) return view;
  const have = view.events.length;
  if (appended.from > have) return 'gap';
  const fresh = appended.events.slice(have - appended.from);
  if (fresh.length === 0) return view;
  return { ...view, events: [...view.events, ...fresh] };
}

/** The solver statuses with one replaced (or added). */
export function upsertSolverStatus(
  list: readonly SolverStatus[] | undefined,
  status: SolverStatus,
): SolverStatus[] {
  const others = (list ?? []).filter((s) => s.fingerprint !== status.fingerprint);
  return [...others, status];
}

/** The notices with one added, unless it is there already. */
export function addNotice(list: readonly Notice[] | undefined, notice: Notice): Notice[] {
  const current = list ?? [];
  return current.some((n) => n.id === notice.id) ? [...current] : [...current, notice];
}
