// The react-query cache of the API: its keys, and the pure steps that fold pushed events into it.

import type { Appended, CoachReport, GameView, Notice, SolverStatus } from '../../shared/api/contract';
import type { Grade } from '../../shared/coach';
import type { HostedTable, JoinedTableView } from '../../shared/api/online';

export const queryKeys = {
  all: ['yacht'] as const,
  version: ['yacht', 'version'] as const,
  settings: ['yacht', 'settings'] as const,
  currentGame: ['yacht', 'game', 'current'] as const,
  game: (gameId: string) => ['yacht', 'game', 'id', gameId] as const,
  finishedGames: ['yacht', 'games', 'finished'] as const,
  solver: ['yacht', 'solver'] as const,
  notices: ['yacht', 'notices'] as const,
  coachGrades: (gameId: string) => ['yacht', 'coach', 'grades', gameId] as const,
  /** The hint for the decision a game waits for when its log has `at` events. */
  coachHint: (gameId: string, at: number) => ['yacht', 'coach', 'hint', gameId, at] as const,
  /** Why the decision at log index `index` of a game was graded as it was. */
  coachWhy: (gameId: string, index: number) => ['yacht', 'coach', 'why', gameId, index] as const,
  /** A game's replay when its log holds `at` events (a game still going grows). */
  replay: (gameId: string, at: number) => ['yacht', 'replay', gameId, at] as const,
  /** The ranked options of a position (as the analyzer asks: a position's options never change). */
  position: (request: string) => ['yacht', 'position', request] as const,
  /** A rule set's score distribution, by rules fingerprint. */
  variant: (fingerprint: string) => ['yacht', 'variants', 'distribution', fingerprint] as const,
  /** How far a rule set's distribution has got (pushed by variant-progress events), by fingerprint. */
  variantProgress: (fingerprint: string) => ['yacht', 'variants', 'progress', fingerprint] as const,
  /** Where two rule sets (by fingerprint) keep different dice on the first turn. */
  keepDifferences: (a: string, b: string) => ['yacht', 'variants', 'keeps', a, b] as const,
  /** The online tables this app hosts. */
  hostedTables: ['yacht', 'tables'] as const,
  /** This computer's addresses on its networks. */
  networkAddresses: ['yacht', 'tables', 'addresses'] as const,
  /** The table this app has joined (its backend holds the connection). */
  joinedTable: ['yacht', 'joined'] as const,
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

/**
 * The newer of a cached and a fetched view of the same game. Logs only grow, so a fetched answer shorter than
 * what pushed events already folded into the cache was taken before them and must not replace it (it would
 * show a stale turn that no later event corrects).
 */
export function newerView<V extends GameView | null>(cached: GameView | null | undefined, fetched: V): V {
  if (!cached || !fetched || cached.gameId !== fetched.gameId) return fetched;
  return cached.events.length > fetched.events.length ? (cached as V) : fetched;
}

/** The solver statuses with one replaced (or added). */
export function upsertSolverStatus(
  list: readonly SolverStatus[] | undefined,
  status: SolverStatus,
): SolverStatus[] {
  const others = (list ?? []).filter((s) => s.fingerprint !== status.fingerprint);
  return [...others, status];
}

/** The hosted tables with one replaced (or added), in the order they were opened. */
export function upsertTable(list: readonly HostedTable[] | undefined, table: HostedTable): HostedTable[] {
  const current = list ?? [];
  return current.some((t) => t.tableId === table.tableId)
    ? current.map((t) => (t.tableId === table.tableId ? table : t))
    : [...current, table];
}

/** Of a cached joined table and an answer about it, the newer: the answer unless the cache holds more of the game. */
export function newerJoinedView(
  cached: JoinedTableView | null | undefined,
  answer: JoinedTableView,
): JoinedTableView {
  if (!cached || cached.code !== answer.code || cached.address !== answer.address) return answer;
  return cached.events.length > answer.events.length ? cached : answer;
}

/** The notices with one added, unless it is there already. */
export function addNotice(list: readonly Notice[] | undefined, notice: Notice): Notice[] {
  const current = list ?? [];
  return current.some((n) => n.id === notice.id) ? [...current] : [...current, notice];
}

/** Grades of both lists, one per log index (the later list's when both have it), in log order. */
export function mergeGrades(earlier: readonly Grade[], later: readonly Grade[]): Grade[] {
  const byIndex = new Map<number, Grade>();
  for (const grade of earlier) byIndex.set(grade.index, grade);
  for (const grade of later) {
    // A decision's grade by win chance comes after its points grade: a report read meanwhile keeps it.
    const win = byIndex.get(grade.index)?.win;
    byIndex.set(grade.index, grade.win === undefined && win !== undefined ? { ...grade, win } : grade);
  }
  return [...byIndex.values()].sort((a, b) => a.index - b.index);
}

/**
 * A cached coach report with pushed grades folded in: a report is made for them when none is cached yet, so
 * grades pushed before the report was ever asked for are kept (the report fetched later is merged in).
 */
export function addGrades(
  report: CoachReport | undefined,
  pushed: { readonly gameId: string; readonly grades: readonly Grade[]; readonly pending: number },
): CoachReport {
  return {
    gameId: pushed.gameId,
    grades: mergeGrades(report?.grades ?? [], pushed.grades),
    pending: pushed.pending,
  };
}

/**
 * A fetched report merged with what the cache holds when it arrives: grades pushed while it was on its way
 * are kept, and the pending count is the newer one (the cache's when a push landed after the fetch began).
 */
export function mergeFetchedReport(
  fetched: CoachReport,
  cached: CoachReport | undefined,
  pushedDuringFetch: boolean,
): CoachReport {
  if (cached === undefined) return fetched;
  return {
    gameId: fetched.gameId,
    grades: mergeGrades(cached.grades, fetched.grades),
    pending: pushedDuringFetch ? cached.pending : fetched.pending,
  };
}
