// What a person has done with a game's mistake puzzles, kept per game so that closing the dialog, or the
// page, loses nothing: each puzzle's result (by its decision's log index), the puzzle on show, and a retry
// of the missed ones under way. Kept in this browser's storage for the last MAX_GAMES_KEPT games asked
// (least recently used dropped first), and in memory where storage keeps nothing (private mode).

import type { Grade } from '../../../shared/coach';

/** Solved at the first try, solved at a later one (the second, or a retry), or missed (the best shown). */
export type PuzzleResult = 'first' | 'later' | 'missed';

export const PUZZLE_RESULTS: readonly PuzzleResult[] = ['first', 'later', 'missed'];

export interface PuzzleProgress {
  /** Each puzzle done: its decision's log index and how it went. */
  readonly results: ReadonlyMap<number, PuzzleResult>;
  /** The puzzle on show (its log index), or null for the summary. */
  readonly at: number | null;
  /** A retry of the missed ones: their log indices, in game order; null when going through them all. */
  readonly retry: readonly number[] | null;
}

/** Games whose progress is kept; one more drops the least recently used. */
export const MAX_GAMES_KEPT = 50;
/** Puzzles kept per game (a seat has at most three decisions a turn; six seats, a few hundred at most). */
const MAX_RESULTS = 2_000;
export const STORAGE_KEY = 'yacht.replay.puzzles';

export const NO_PROGRESS: PuzzleProgress = { results: new Map(), at: null, retry: null };

/**
 * A result heard for a puzzle: the first one counts, except that a missed puzzle solved later (on a retry)
 * counts as solved later. Playing a solved puzzle again changes nothing.
 */
export function withResult(progress: PuzzleProgress, index: number, result: PuzzleResult): PuzzleProgress {
  const before = progress.results.get(index);
  const after = before === undefined ? result : before === 'missed' && result !== 'missed' ? 'later' : before;
  if (after === before) return progress;
  const results = new Map(progress.results);
  results.set(index, after);
  return { ...progress, results };
}

export interface PuzzleSummary {
  readonly first: number;
  readonly later: number;
  readonly missed: number;
  /** Not done yet (skipped). */
  readonly left: number;
  /** The missed ones' log indices, in game order. */
  readonly missedAt: readonly number[];
}

/** How the seat's puzzles went. */
export function summaryOf(
  puzzles: readonly Grade[],
  results: ReadonlyMap<number, PuzzleResult>,
): PuzzleSummary {
  const counts = { first: 0, later: 0, missed: 0, left: 0 };
  const missedAt: number[] = [];
  for (const puzzle of puzzles) {
    const result = results.get(puzzle.index);
    if (result === undefined) counts.left++;
    else counts[result]++;
    if (result === 'missed') missedAt.push(puzzle.index);
  }
  return { ...counts, missedAt };
}

/** The puzzles gone through now, in game order: the retry's, else all the seat's. */
export function puzzleOrder(puzzles: readonly Grade[], progress: PuzzleProgress): number[] {
  const all = puzzles.map((p) => p.index);
  if (progress.retry === null) return all;
  const retry = new Set(progress.retry);
  return all.filter((i) => retry.has(i));
}

/**
 * The puzzle to show on opening (null: the summary): the summary if that is where the person left; else the
 * puzzle they were at; else the first not done; the summary once all are done.
 */
export function openingPuzzle(puzzles: readonly Grade[], progress: PuzzleProgress): number | null {
  if (progress.at === null && progress.results.size > 0) return null;
  const order = puzzleOrder(puzzles, progress);
  if (progress.at !== null && order.includes(progress.at)) return progress.at;
  return order.find((i) => !progress.results.has(i)) ?? null;
}

/** Where progress is kept: the browser's localStorage, or anything with the same two calls (tests). */
export interface ProgressStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

type StoredGame = [
  gameId: string,
  results: [number, PuzzleResult][],
  at: number | null,
  retry: number[] | null,
];

const isIndex = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** One stored game, or null for anything else (the storage is outside input: a hand edit, an old build). */
function storedGame(value: unknown): StoredGame | null {
  if (!Array.isArray(value) || value.length !== 4) return null;
  const [gameId, results, at, retry] = value as unknown[];
  if (typeof gameId !== 'string' || gameId.length === 0 || gameId.length > 64) return null;
  if (!Array.isArray(results) || results.length > MAX_RESULTS) return null;
  const pairs: [number, PuzzleResult][] = [];
  for (const pair of results) {
    if (!Array.isArray(pair) || pair.length !== 2 || !isIndex(pair[0])) return null;
    const result = PUZZLE_RESULTS.find((r) => r === pair[1]);
    if (result === undefined) return null;
    pairs.push([pair[0], result]);
  }
  if (at !== null && !isIndex(at)) return null;
  if (retry !== null && (!Array.isArray(retry) || retry.length > MAX_RESULTS || !retry.every(isIndex)))
    return null;
  return [gameId, pairs, at, retry === null ? null : [...(retry as number[])]];
}

function readAll(storage: ProgressStorage): StoredGame[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .map(storedGame)
    .filter((g): g is StoredGame => g !== null)
    .slice(-MAX_GAMES_KEPT);
}

/** A game's progress as kept (none when there is none, or it cannot be read). */
export function loadProgress(storage: ProgressStorage, gameId: string): PuzzleProgress {
  const game = readAll(storage).find((g) => g[0] === gameId);
  if (!game) return NO_PROGRESS;
  return { results: new Map(game[1]), at: game[2], retry: game[3] };
}

/** Keeps a game's progress as the most recently used, dropping the least recently used past the bound. */
export function saveProgress(storage: ProgressStorage, gameId: string, progress: PuzzleProgress): void {
  const others = readAll(storage).filter((g) => g[0] !== gameId);
  const game: StoredGame = [
    gameId,
    [...progress.results].slice(-MAX_RESULTS),
    progress.at,
    progress.retry === null ? null : [...progress.retry].slice(0, MAX_RESULTS),
  ];
  storage.setItem(STORAGE_KEY, JSON.stringify([...others, game].slice(-MAX_GAMES_KEPT)));
}

// Where the browser's storage keeps nothing, progress lasts for the page.
const inMemory = new Map<string, string>();
const memoryStorage: ProgressStorage = {
  getItem: (key) => inMemory.get(key) ?? null,
  setItem: (key, value) => void inMemory.set(key, value),
};

/** The browser's localStorage if it works here, else memory. */
export function browserStorage(): ProgressStorage {
  try {
    const storage = window.localStorage;
    storage.setItem(`${STORAGE_KEY}.probe`, '1');
    storage.removeItem(`${STORAGE_KEY}.probe`);
    return storage;
  } catch {
    return memoryStorage;
  }
}
