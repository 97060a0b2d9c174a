// @vitest-environment happy-dom

// The mistake puzzles' progress, kept per game: a result counts once (a missed one solved on a retry counts
// as solved later), the summary's counts, where the dialog opens again, and what is kept: per game, across
// the hook unmounted and mounted again (the dialog closed and opened) and a new storage read (a reload),
// bounded to MAX_GAMES_KEPT games, and nothing taken from storage that is not what the app wrote.

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Grade } from '../../../src/shared/coach';
import {
  loadProgress,
  MAX_GAMES_KEPT,
  NO_PROGRESS,
  openingPuzzle,
  saveProgress,
  STORAGE_KEY,
  summaryOf,
  withResult,
  type ProgressStorage,
  type PuzzleProgress,
} from '../../../src/renderer/replay/puzzles/puzzle-progress';
import { usePuzzleProgress } from '../../../src/renderer/replay/puzzles/usePuzzleProgress';

function memory(): ProgressStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

const puzzle = (index: number): Grade => ({
  index,
  seat: 0,
  round: 1,
  rollsLeft: 0,
  dice: [1, 2, 3, 4, 6],
  chosen: { choice: { type: 'score', box: 'ones' }, words: 'score Ones', ev: 200 },
  best: { choice: { type: 'score', box: 'chance' }, words: 'score Chance', ev: 210 },
  loss: 10,
  grade: 'blunder',
});
const PUZZLES = [puzzle(3), puzzle(9), puzzle(15), puzzle(21)];

const progress = (
  results: [number, 'first' | 'later' | 'missed'][],
  at: number | null = null,
): PuzzleProgress => ({
  results: new Map(results),
  at,
  retry: null,
});

describe('results and the summary', () => {
  it('counts the first result; a missed puzzle solved later counts as solved later', () => {
    let p = withResult(NO_PROGRESS, 3, 'first');
    p = withResult(p, 3, 'missed');
    expect(p.results.get(3)).toBe('first');
    p = withResult(p, 9, 'missed');
    p = withResult(p, 9, 'missed');
    expect(p.results.get(9)).toBe('missed');
    p = withResult(p, 9, 'first');
    expect(p.results.get(9)).toBe('later');
    p = withResult(p, 15, 'later');
    expect(summaryOf(PUZZLES, p.results)).toEqual({ first: 1, later: 2, missed: 0, left: 1, missedAt: [] });
  });

  it('lists the missed ones in game order, and counts only the seat’s puzzles', () => {
    const results = progress([
      [15, 'missed'],
      [3, 'missed'],
      [99, 'first'],
    ]).results;
    expect(summaryOf(PUZZLES, results)).toEqual({
      first: 0,
      later: 0,
      missed: 2,
      left: 2,
      missedAt: [3, 15],
    });
  });

  it('opens where the person was, else at the first not done, else at the summary', () => {
    expect(openingPuzzle(PUZZLES, NO_PROGRESS)).toBe(3);
    expect(openingPuzzle(PUZZLES, progress([[3, 'first']], 15))).toBe(15);
    expect(openingPuzzle(PUZZLES, progress([[3, 'first']], 77))).toBe(9);
    expect(openingPuzzle(PUZZLES, progress([[3, 'first']], null))).toBeNull();
    const retry = { ...progress([[9, 'missed']], 9), retry: [9] };
    expect(openingPuzzle(PUZZLES, retry)).toBe(9);
  });
});

describe('what is kept', () => {
  it('keeps each game’s progress apart, and reads it back as written', () => {
    const storage = memory();
    const a: PuzzleProgress = {
      ...progress(
        [
          [3, 'first'],
          [9, 'missed'],
        ],
        15,
      ),
      retry: [9],
    };
    saveProgress(storage, 'game-a', a);
    saveProgress(storage, 'game-b', progress([[21, 'later']], null));
    expect(loadProgress(storage, 'game-a')).toEqual(a);
    expect(loadProgress(storage, 'game-b').results.get(21)).toBe('later');
    expect(loadProgress(storage, 'game-c')).toBe(NO_PROGRESS);
  });

  it(`keeps the last ${MAX_GAMES_KEPT} games used, the least recently used dropped first`, () => {
    const storage = memory();
    for (let g = 0; g <= MAX_GAMES_KEPT; g++) {
      saveProgress(storage, `game-${g}`, progress([[3, 'first']]));
      // game-0 is used again after every other save but the last: it stays.
      if (g > 0 && g < MAX_GAMES_KEPT) saveProgress(storage, 'game-0', progress([[3, 'first']]));
    }
    expect(JSON.parse(storage.items.get(STORAGE_KEY)!)).toHaveLength(MAX_GAMES_KEPT);
    expect(loadProgress(storage, 'game-0').results.size).toBe(1);
    expect(loadProgress(storage, 'game-1')).toBe(NO_PROGRESS);
    expect(loadProgress(storage, `game-${MAX_GAMES_KEPT}`).results.size).toBe(1);
  });

  it('reads nothing from storage the app did not write, and writes over it whole', () => {
    for (const text of [
      'not json',
      '{"__proto__":{"polluted":true}}',
      '[["g",[[3,"solved"]],null,null]]',
      '[["g",[[-1,"first"]],null,null]]',
      '[["g",[[3,"first"]],"x",null]]',
      '[["g",[[3,"first"]],null,[1.5]]]',
      '[["",[],null,null]]',
    ]) {
      const storage = memory();
      storage.setItem(STORAGE_KEY, text);
      expect(loadProgress(storage, 'g'), text).toBe(NO_PROGRESS);
      saveProgress(storage, 'g', progress([[3, 'first']]));
      expect(loadProgress(storage, 'g').results.get(3), text).toBe('first');
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('goes on where it was when the dialog is opened again and when the page is loaded again', () => {
    const storage = memory();
    const first = renderHook(() => usePuzzleProgress('game-a', storage));
    act(() => first.result.current[1]((p) => ({ ...withResult(p, 3, 'first'), at: 9 })));
    first.unmount();
    const again = renderHook(() => usePuzzleProgress('game-a', storage));
    expect(again.result.current[0].results.get(3)).toBe('first');
    expect(again.result.current[0].at).toBe(9);
    // Another game has its own.
    const other = renderHook(() => usePuzzleProgress('game-b', storage));
    expect(other.result.current[0]).toBe(NO_PROGRESS);
    // A reload: only the storage's text is left.
    const reloaded = memory();
    reloaded.setItem(STORAGE_KEY, storage.getItem(STORAGE_KEY)!);
    expect(renderHook(() => usePuzzleProgress('game-a', reloaded)).result.current[0].results.get(3)).toBe(
      'first',
    );
  });
});
