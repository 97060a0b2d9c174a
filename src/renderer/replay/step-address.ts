// The replay's step in the app's address (#/replay/<game>/<step>), and which moves make a history entry.
//
// A jump (more than one step: a decision or a chart point clicked, N / P, Home / End) pushes an entry, so Back
// returns to the step the jump left. A walk of one step (← / →, the ◀ ▶ buttons) replaces the entry, so a
// hundred arrow presses are not a hundred Backs, and the entry always holds the step on show when the page is
// left (Back from the analyzer or the history comes back to it). The replace waits until the step rests: the
// board is drawn first, and Chromium refuses more than a few hundred address changes in ten seconds (a held
// arrow key would reach that).

import { parseRoute, routeHash } from '../routing';

export type AddressWrite = 'none' | 'replace' | 'push';

/**
 * How the address follows the step moving from `from` to `to`: nothing when it already shows `to` (no step in
 * the address is the end, `last`), a replace for one step, a push for more.
 */
export function addressWrite(from: number, to: number, inAddress: number | null, last: number): AddressWrite {
  if (to === (inAddress ?? last)) return 'none';
  return Math.abs(to - from) <= 1 ? 'replace' : 'push';
}

/** The step the address names for this game's replay (null: none named, or the address is another page's). */
export function stepInAddress(hash: string, gameId: string): number | null {
  const route = parseRoute(hash);
  return route.kind === 'replay' && route.gameId === gameId ? (route.step ?? null) : null;
}

/** The address shows this game's replay (at any step or none). */
export function isReplayAddress(hash: string, gameId: string): boolean {
  const route = parseRoute(hash);
  return route.kind === 'replay' && route.gameId === gameId;
}

export function stepHash(gameId: string, step: number): string {
  return routeHash({ kind: 'replay', gameId, step });
}

/** The words for a step the address names past the game's end (the end is shown instead), or null. */
export function stepPastEnd(step: number | null, last: number): string | null {
  if (step === null || step <= last) return null;
  return `The address names step ${step}, but this game ends at step ${last}: the end is shown.`;
}

/** Marks the history entry of a page the replay opened (the analyzer), so that its way back is Back. */
const FROM_REPLAY = 'yachtFromReplay';

/** Opens another page's address from the replay: a new entry, marked as opened from the replay. */
export function openFromReplay(hash: string): void {
  window.location.hash = hash;
  window.history.replaceState({ [FROM_REPLAY]: true }, '', window.location.href);
}

/** The page on show was opened from the replay in this entry (Back returns to the replay's step). */
export function openedFromReplay(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>)[FROM_REPLAY] === true
  );
}
