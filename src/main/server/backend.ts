// The Electron-free implementation of the API contract. (Being replaced by src/main/backend: the game,
// settings and solver services; until then the new methods answer that they are not ready.)

import type { YachtApi } from '../../shared/api/contract';
import { ApiRequestError } from '../../shared/api/dispatch';

export { dispatch, ApiRequestError as ApiInputError } from '../../shared/api/dispatch';

export interface BackendDeps {
  /** The app's version (Electron: app.getVersion(); browser mode: package.json). */
  readonly version: string;
}

export function createBackend(deps: BackendDeps): YachtApi {
  const notYet = (): Promise<never> => Promise.reject(new ApiRequestError('conflict', 'not implemented yet'));
  return {
    version: async () => deps.version,
    getSettings: notYet,
    setSettings: notYet,
    createGame: notYet,
    currentGame: notYet,
    getGame: notYet,
    act: notYet,
    skipBots: notYet,
    playAgain: notYet,
    abandonGame: notYet,
    finishedGames: notYet,
    solverStatus: notYet,
    prepareSolver: notYet,
    notices: notYet,
  };
}
