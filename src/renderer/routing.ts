// The pages with an address: the history (#/history), a game's replay (#/replay/<game>) and the rule variants
// (#/variants), so the browser's Back and a bookmark reach them. Every other page lives in the app's state
// and has no address.

import { useCallback, useSyncExternalStore } from 'react';
import { GAME_ID_PATTERN } from '../shared/game';

export type Route =
  | { readonly kind: 'none' }
  | { readonly kind: 'history' }
  | { readonly kind: 'variants' }
  | { readonly kind: 'replay'; readonly gameId: string };

const NONE: Route = { kind: 'none' };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '');
  if (path === '/history') return { kind: 'history' };
  if (path === '/variants') return { kind: 'variants' };
  const replay = /^\/replay\/([^/]+)$/.exec(path);
  if (replay?.[1] !== undefined) {
    const gameId = decodeURIComponent(replay[1]);
    if (GAME_ID_PATTERN.test(gameId)) return { kind: 'replay', gameId };
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
      return `#/replay/${encodeURIComponent(route.gameId)}`;
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
