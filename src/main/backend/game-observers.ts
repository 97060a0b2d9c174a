// The game service tells one observer of its games' logs: this makes several into one (the online tables, whose
// joiners are told each event, and the coach, who grades as games are played).

import type { GameObserver } from './game-service';

/** Tells each observer in turn; one that fails is reported and does not keep the others from hearing. */
export function everyObserver(
  observers: readonly GameObserver[],
  logError: (message: string) => void,
): GameObserver {
  const tell = (what: (observer: GameObserver) => void): void => {
    for (const observer of observers) {
      try {
        what(observer);
      } catch (error) {
        logError(`the game observer failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  return {
    opened: (gameId, events) => tell((o) => o.opened(gameId, events)),
    appended: (gameId, events, decision) => tell((o) => o.appended(gameId, events, decision)),
    ended: (gameId, status) => tell((o) => o.ended(gameId, status)),
  };
}
