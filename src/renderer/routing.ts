// The pages with an address: the history (#/history), a game's replay (#/replay/<game>, at a step:
// #/replay/<game>/<step>), the analyzer at a position of a game (#/analyzer/<game>/<event>: the position
// after that event of its log) and the rule variants (#/variants), so the browser's Back and a bookmark reach
// them. Every other page lives in the app's state and has no address.

import { useCallback, useSyncExternalStore } from 'react';
import { GAME_ID_PATTERN } from '../shared/game';

export type Route =
  | { readonly kind: 'none' }
  | { readonly kind: 'history' }
  | { readonly kind: 'variants' }
  | { readonly kind: 'replay'; readonly gameId: string; readonly step?: number }
  | { readonly kind: 'analyze'; readonly gameId: string; readonly index: number };

const NONE: Route = { kind: 'none' };

/** A game id from the address, or null when it is not one (a malformed escape is not one either). */
function gameIdOf(text: string): string | null {
  let gameId: string;
  try {
    gameId = decodeURIComponent(text);
  } catch {
    return null;
  }
  return GAME_ID_PATTERN.test(gameId) ? gameId : null;
}

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '');
  if (path === '/history') return { kind: 'history' };
  if (path === '/variants') return { kind: 'variants' };
  const replay = /^\/replay\/([^/]+)(?:\/(\d{1,7}))?$/.exec(path);
  if (replay?.[1] !== undefined) {
    const gameId = gameIdOf(replay[1]);
    if (gameId === null) return NONE;
    return replay[2] === undefined
      ? { kind: 'replay', gameId }
      : { kind: 'replay', gameId, step: Number(replay[2]) };
  }
  const analyze = /^\/analyzer\/([^/]+)\/(\d{1,7})$/.exec(path);
  if (analyze?.[1] !== undefined && analyze[2] !== undefined) {
    const gameId = gameIdOf(analyze[1]);
    if (gameId !== null) return { kind: 'analyze', gameId, index: Number(analyze[2]) };
  }
  return NONE;
}

export function routeHash(route: Route): string {
  switch (route.kind) {
    case 'none':
      return '';
    case 'history':
      return '#/history';
    case 'variants':
      return '#/variants';
    case 'replay':
      return `#/replay/${encodeURIComponent(route.gameId)}${route.step === undefined ? '' : `/${route.step}`}`;
    case 'analyze':
      return `#/analyzer/${encodeURIComponent(route.gameId)}/${route.index}`;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The route in the address, and how to go to another (a new history entry, so Back returns). */
export function useRoute(): [Route, (route: Route) => void] {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  const go = useCallback((route: Route) => {
    const next = routeHash(route);
    if (next === window.location.hash) return;
    if (next === '') {
      // No empty '#' left in the address: the page without a route is the plain one.
      window.history.pushState(null, '', window.location.pathname + window.location.search);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    } else {
      window.location.hash = next;
    }
  }, []);
  return [parseRoute(hash), go];
}
