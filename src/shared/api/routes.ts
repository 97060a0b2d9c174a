// Where each API method travels: an IPC channel (Electron) and an HTTP path (browser mode), and where pushed
// events travel (one IPC channel, one WebSocket path). Pure data with no imports, so the sandboxed preload can
// use it without bundling zod. contract.ts adds the schemas and types (and fails to compile unless it has
// schemas for exactly these methods and event types).

export interface ApiRoute {
  /** ipcRenderer.invoke / ipcMain.handle channel. */
  readonly channel: string;
  /** Browser mode: POST this path with a JSON body `{ "args": [...] }`. */
  readonly path: string;
}

export const apiRoutes = {
  version: { channel: 'yacht:app:version', path: '/api/version' },
  getSettings: { channel: 'yacht:settings:get', path: '/api/settings/get' },
  setSettings: { channel: 'yacht:settings:set', path: '/api/settings/set' },
  createGame: { channel: 'yacht:game:create', path: '/api/game/create' },
  currentGame: { channel: 'yacht:game:current', path: '/api/game/current' },
  getGame: { channel: 'yacht:game:get', path: '/api/game/get' },
  act: { channel: 'yacht:game:act', path: '/api/game/act' },
  skipBots: { channel: 'yacht:game:skip-bots', path: '/api/game/skip-bots' },
  playAgain: { channel: 'yacht:game:play-again', path: '/api/game/play-again' },
  abandonGame: { channel: 'yacht:game:abandon', path: '/api/game/abandon' },
  finishedGames: { channel: 'yacht:games:finished', path: '/api/games/finished' },
  solverStatus: { channel: 'yacht:solver:status', path: '/api/solver/status' },
  prepareSolver: { channel: 'yacht:solver:prepare', path: '/api/solver/prepare' },
  notices: { channel: 'yacht:notices:list', path: '/api/notices' },
  undo: { channel: 'yacht:game:undo', path: '/api/game/undo' },
  coachReport: { channel: 'yacht:coach:report', path: '/api/coach/report' },
  hint: { channel: 'yacht:coach:hint', path: '/api/coach/hint' },
  analyzePosition: { channel: 'yacht:coach:analyze', path: '/api/coach/analyze' },
  explainDecision: { channel: 'yacht:coach:explain', path: '/api/coach/explain' },
} as const satisfies Record<string, ApiRoute>;

/** The types of the events the backend pushes (their schemas are in contract.ts). */
export const API_EVENT_TYPES = [
  'game-events',
  'game-ended',
  'solver-progress',
  'settings-changed',
  'notice',
  'coach-grades',
] as const;

/** Electron: main → renderer pushes go over this one channel (webContents.send), every event type alike. */
export const API_EVENT_CHANNEL = 'yacht:event';

/** Browser mode: the WebSocket (same host and port as the HTTP API) that carries pushed events. */
export const API_EVENTS_PATH = '/api/events';
