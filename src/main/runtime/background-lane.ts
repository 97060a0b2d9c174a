// The turns of the calls a game being played never waits behind (BACKGROUND_METHODS): one piece of their work at
// a time (checking a call's arguments, checking and writing its answer), each after the event loop has had its
// turn, so that a move or a hint that came meanwhile is handled first. A thousand early requests, or a replay's
// large answer after another, then hold up a game's call by one such piece at most, not by all of them.

import { BACKGROUND_METHODS, type ApiCall, type ApiMethod } from '../../shared/api/contract';

export class BackgroundLane {
  private chain: Promise<unknown> = Promise.resolve();

  /** Runs `work` once the pieces before it are done and the event loop has gone round once. */
  readonly turn = <T>(work: () => T): Promise<T> => {
    const run = this.chain.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    this.chain = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };

  /** The turn a call of this method takes its pieces in (none: at once). */
  turnOf(method: ApiMethod): ApiCall['turn'] {
    return BACKGROUND_METHODS.has(method) ? this.turn : undefined;
  }
}
