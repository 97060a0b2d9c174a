// The one API that the renderer talks to, described as data: per method, its route (IPC channel and HTTP path)
// and zod schemas for its arguments and its result; per pushed event, its schema. Every transport
// (Electron IPC, HTTP + WebSocket, in memory for tests) validates what crosses it with these same schemas, and
// the client types are derived from them, so the two sides cannot drift.
//
// The data model
// - A game is its event log: the engine's append-only list of GameEvents (src/shared/game), starting with
//   `created`. The backend owns the log (dice are rolled there, bots play there, it is saved after every
//   event); the renderer receives the log (GameView.events) and folds it with the shared engine —
//   `replay(events)` — to show the table, so it can use the engine's queries directly (pad, seatTotals,
//   ranking, rollsLeft, openBoxes...). Nothing else about a game's state crosses the boundary.
// - New events are pushed as `game-events` {gameId, from, events}: `from` is the index in the log of the first
//   event in `events`, so a client appends them when `from` equals the length it holds, ignores them when it
//   already has them, and refetches (getGame) when it sees a gap. The pushed events are the one way new events
//   reach a page: `act`, `undo` and `skipBots` answer with an acknowledgement ({gameId, from, length}: the log
//   indexes they appended), and the caller waits for its own events to arrive as pushed.
// - A human plays through `act(gameId, action)` with the engine's Action (roll with `keep` positions, keep,
//   score a box) while it is a human seat's turn. Bot seats are played by the backend through the same engine
//   actions, one event at a time, paced by the bot speed setting; `skipBots` plays the bots' turns at once.
//   A bot that needs the rules' solution (the solver's values: Perfect) waits for it rather than play badly:
//   GameView.fingerprint names the rules, and `solver-progress` events (and solverStatus) say how far it has got.
// - Games in progress: at most one local game, the one at this screen (currentGame, for "resume?"; creating a
//   game abandons it), and any number of the online tables' games this app hosts (hostedTables), each saved on
//   its own. A game whose sheets are full is kept as a finished game (finishedGames, getGame) for replays.
// - Errors cross the boundary as {kind, message} (errors.ts) and are rethrown on the client as ApiError of the
//   same kind: bad arguments, an unknown game, an action the rules forbid (the engine's message, e.g. "box
//   'yacht' is already filled"), or a solution still being worked out.

import * as z from 'zod';
import type { ApiFailure } from './errors';
import { gameFileTextProblem } from '../game/file-limits';
import { EVENT_SCHEMAS } from '../game/schema';
import { BOT_LEVELS, type Action, type RetypeAction } from '../game/types';
import { VARIANTS } from '../rules/types';
import { DEFAULT_OPTIONS } from '../rules/variants';
import { customRulesListSchema, customRulesShape } from '../rules/custom-schema';
import {
  coachReportSchema,
  gradeSchema,
  explanationSchema,
  hintSchema,
  positionOptionsSchema,
  positionRequestSchema,
} from './coach-schemas';
import {
  gameIdSchema,
  seatSetupSchema,
  ruleOptionsSchema,
  rulesChoiceSchema,
  newGameSchema,
  positionsSchema,
  seatIndexSchema,
  actionSchema,
  gameEventSchema,
  gameStatusSchema,
  gameViewSchema,
  appendedSchema,
  moveAckSchema,
} from './game-schemas';
import { gameFileSchema, replayViewSchema, replayWinViewSchema } from './replay-schemas';
import { targetStartViewSchema } from './target-schemas';
import type { Assert } from './wire-check';
import {
  hostedTableSchema,
  joinedTableViewSchema,
  joinTargetSchema,
  networkAddressSchema,
  onlineActionSchema,
  playerNameSchema,
  openTableSchema,
  tableIdSchema,
  tableSeatSetupSchema,
} from './online';
import {
  keepDifferencesSchema,
  variantDistributionSchema,
  variantProgressEventSchema,
} from './variant-schemas';

// ---- Building blocks ------------------------------------------------------------------------------------

export {
  gameIdSchema,
  seatSetupSchema,
  ruleOptionsSchema,
  rulesChoiceSchema,
  newGameSchema,
  positionsSchema,
  seatIndexSchema,
  actionSchema,
  gameEventSchema,
  gameStatusSchema,
  gameViewSchema,
  appendedSchema,
  moveAckSchema,
};

export const BOT_SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export const THEMES = ['system', 'light', 'dark'] as const;
export const COACH_GUARDS = ['off', 'inaccuracy', 'mistake', 'blunder'] as const;
/** What the coach grades by at a table of 2+ seats: expected points, or the chance to win (docs/coach.md). */
export const COACH_GRADE_BY = ['points', 'win'] as const;

export const DEFAULT_SETUP: z.output<typeof newGameSchema> = {
  variant: 'standard',
  options: { ...DEFAULT_OPTIONS },
  sameDice: false,
  seats: [
    { kind: 'human', name: 'You' },
    { kind: 'bot', name: 'Medium bot', level: 'medium' },
  ],
};

/** The app's settings: every field has a default, so a missing or partly bad file still loads. */
export const settingsSchema = z.strictObject({
  /** The new-game screen starts from the last setup played. */
  lastSetup: newGameSchema.default(DEFAULT_SETUP),
  /** How long a bot pauses before each roll and score (instant: no pause). */
  botSpeed: z.enum(BOT_SPEEDS).default('normal'),
  theme: z.enum(THEMES).default('system'),
  /** The coach panel beside the table: on from the first game, since it is what the app is for. */
  coach: z.boolean().default(true),
  /** The coach's guard: before a decision of this class or worse is committed, it asks (off: never). */
  coachGuard: z.enum(COACH_GUARDS).default('blunder'),
  /** At a table of 2+ seats, grades, the hint's order and the guard go by points lost or by win chance lost. */
  coachGradeBy: z.enum(COACH_GRADE_BY).default('points'),
  /** The player's own rule sets, made in the variants page's editor. */
  customRules: customRulesListSchema.default([]),
});

/** setSettings takes any subset of the fields; each one given replaces the stored one whole. */
export const settingsPatchSchema = z.strictObject({
  lastSetup: newGameSchema.optional(),
  botSpeed: z.enum(BOT_SPEEDS).optional(),
  theme: z.enum(THEMES).optional(),
  coach: z.boolean().optional(),
  coachGuard: z.enum(COACH_GUARDS).optional(),
  coachGradeBy: z.enum(COACH_GRADE_BY).optional(),
  customRules: customRulesListSchema.optional(),
});

export const standingSchema = z.strictObject({
  seat: z.number().int().min(0),
  name: z.string(),
  total: z.number().int(),
  place: z.number().int().min(1),
});

/** A finished game in the list (its log comes from getGame). */
export const finishedGameSchema = z.strictObject({
  gameId: gameIdSchema,
  createdAt: z.string(),
  finishedAt: z.string(),
  variant: z.enum(VARIANTS),
  options: ruleOptionsSchema,
  /** The game's own rules, when it was played by custom ones. */
  custom: customRulesShape.optional(),
  /** As the game's log holds them: a name from before names had to be one line reads too. */
  seats: EVENT_SCHEMAS.created.shape.seats,
  /** Best first, as ranking() gives them. */
  standings: z.array(standingSchema),
  /** Decisions were taken back (undo): a practice game. */
  practice: z.boolean(),
  /** The total a game of one seat played for (target practice), when it had one. */
  target: EVENT_SCHEMAS.created.shape.target,
  /** Played with real dice, typed in ('sheet' or 'coached'), when it was. */
  realDice: EVENT_SCHEMAS.created.shape.realDice,
  /** How the first seat won at once ("Generala servida"), when the game ended so. */
  wonAtOnce: z.string().max(80).optional(),
});

/** A game file imported: the game, and whether it was in the history already (then nothing was added). */
export const importedGameSchema = finishedGameSchema.extend({ already: z.boolean() });

export const solverStatusSchema = z.strictObject({
  fingerprint: z.string().min(1),
  variant: z.enum(VARIANTS),
  options: ruleOptionsSchema,
  /** The rule set's name ("Yacht (standard)", or a custom rule set's). */
  name: z.string(),
  /** Fraction of the work done, 0..1. */
  progress: z.number().min(0).max(1),
  ready: z.boolean(),
  /** Why the solution could not be worked out, when it failed. */
  error: z.string().nullable(),
});

/** Something the player should hear about that is not an answer to a call: e.g. a corrupt save moved aside. */
export const noticeSchema = z.strictObject({
  id: z.string().min(1),
  level: z.enum(['info', 'warning', 'error']),
  message: z.string().min(1),
  /** ISO 8601. */
  at: z.string(),
  /** The file concerned (where a corrupt save was moved to), when there is one. */
  file: z.string().nullable(),
});

// ---- Methods ----------------------------------------------------------------------------------------------

export interface MethodSpec<Args extends z.ZodTuple = z.ZodTuple, Result extends z.ZodType = z.ZodType> {
  /** ipcRenderer.invoke / ipcMain.handle channel. */
  readonly channel: string;
  /** Browser mode: POST this path with a JSON body `{ "args": [...] }`. */
  readonly path: string;
  readonly args: Args;
  readonly result: Result;
}

/**
 * Every method, the one place one is declared: where it travels (an IPC channel in Electron, an HTTP path in
 * browser mode, POST with a JSON body `{"args": [...]}`) and zod schemas for its arguments and result. The
 * backend's handler table (YachtApi), the preload's window.yacht and the renderer's client are all derived
 * from it: a method without its handler does not compile.
 */
export const apiContract = {
  /** The app's version, e.g. "0.1.0". */
  version: {
    channel: 'yacht:app:version',
    path: '/api/version',
    args: z.tuple([]),
    result: z.string().min(1),
  },
  /** The settings, with defaults filled in. */
  getSettings: {
    channel: 'yacht:settings:get',
    path: '/api/settings/get',
    args: z.tuple([]),
    result: settingsSchema,
  },
  /** Replaces the fields given and answers with all the settings; pushes `settings-changed`. */
  setSettings: {
    channel: 'yacht:settings:set',
    path: '/api/settings/set',
    args: z.tuple([settingsPatchSchema]),
    result: settingsSchema,
  },
  /** Starts a local game (abandoning the local one in progress); bots start playing if a bot sits first. */
  createGame: {
    channel: 'yacht:game:create',
    path: '/api/game/create',
    args: z.tuple([newGameSchema]),
    result: gameViewSchema,
  },
  /** The local game in progress, or null (online tables' games: hostedTables). */
  currentGame: {
    channel: 'yacht:game:current',
    path: '/api/game/current',
    args: z.tuple([]),
    result: gameViewSchema.nullable(),
  },
  /** The game in progress or a finished game, by id. */
  getGame: {
    channel: 'yacht:game:get',
    path: '/api/game/get',
    args: z.tuple([gameIdSchema]),
    result: gameViewSchema,
  },
  /**
   * A human seat's move, while it is that seat's turn: answers with which event it appended (none for a keep
   * that changes nothing: it is no move); the event itself is pushed.
   */
  act: {
    channel: 'yacht:game:act',
    path: '/api/game/act',
    args: z.tuple([gameIdSchema, actionSchema]),
    result: moveAckSchema,
  },
  /** The bots finish their turns at once, up to a human's turn or the end: answers with which events (pushed). */
  skipBots: {
    channel: 'yacht:game:skip-bots',
    path: '/api/game/skip-bots',
    args: z.tuple([gameIdSchema]),
    result: moveAckSchema,
  },
  /** A new game at the same table and rules, with the first roll passed to the next seat. */
  playAgain: {
    channel: 'yacht:game:play-again',
    path: '/api/game/play-again',
    args: z.tuple([gameIdSchema]),
    result: gameViewSchema,
  },
  /** Drops the game in progress (it is not kept). */
  abandonGame: {
    channel: 'yacht:game:abandon',
    path: '/api/game/abandon',
    args: z.tuple([gameIdSchema]),
    result: z.null(),
  },
  /** Finished games, newest first. */
  finishedGames: {
    channel: 'yacht:games:finished',
    path: '/api/games/finished',
    args: z.tuple([]),
    result: z.array(finishedGameSchema),
  },
  /** Every solution the backend has been asked for, by rules fingerprint. */
  solverStatus: {
    channel: 'yacht:solver:status',
    path: '/api/solver/status',
    args: z.tuple([]),
    result: z.array(solverStatusSchema),
  },
  /** Starts working out the solution of these rules in the background (e.g. when Perfect is chosen). */
  prepareSolver: {
    channel: 'yacht:solver:prepare',
    path: '/api/solver/prepare',
    args: z.tuple([rulesChoiceSchema]),
    result: solverStatusSchema,
  },
  /** The notices since the backend started (the ones from before the page subscribed included). */
  notices: {
    channel: 'yacht:notices:list',
    path: '/api/notices',
    args: z.tuple([]),
    result: z.array(noticeSchema),
  },
  /**
   * Takes back the last decision of a human seat in the game in progress (and every move after it, bots'
   * included): an `undone` event in the log, which marks the game as practice. Answers with which (pushed).
   */
  undo: {
    channel: 'yacht:game:undo',
    path: '/api/game/undo',
    args: z.tuple([gameIdSchema]),
    result: moveAckSchema,
  },
  /** The game's decisions graded so far (every seat's), and how many wait for the rules' solution. */
  coachGrades: {
    channel: 'yacht:coach:grades',
    path: '/api/coach/grades',
    args: z.tuple([gameIdSchema]),
    result: coachReportSchema,
  },
  /** The ranked options of the decision the game waits for now (conflict while the solution is not ready). */
  coachHint: {
    channel: 'yacht:coach:hint',
    path: '/api/coach/hint',
    args: z.tuple([gameIdSchema]),
    result: hintSchema,
  },
  /** Every option of a position set up by hand, ranked: the numbers of `yacht analyze`. */
  analyzePosition: {
    channel: 'yacht:coach:analyze',
    path: '/api/coach/analyze',
    args: z.tuple([positionRequestSchema]),
    result: positionOptionsSchema,
  },
  /**
   * A game's replay (in progress or finished): every seat's expected total through the game, every decision
   * graded (and those taken back), luck and skill exactly, and Perfect's shadow on its dice (conflict while the
   * solution is being worked out).
   */
  replayGame: {
    channel: 'yacht:game:replay',
    path: '/api/game/replay',
    args: z.tuple([gameIdSchema]),
    result: replayViewSchema,
  },
  /**
   * A game of two or more seats in win chance (win: null alone): every seat's chance to win after each turn and
   * each decision's win chance lost; seconds of work, in the background (conflict while the solution is made).
   */
  replayWin: {
    channel: 'yacht:game:replay-win',
    path: '/api/game/replay-win',
    args: z.tuple([gameIdSchema]),
    result: replayWinViewSchema,
  },
  /**
   * Target practice: how likely the game's target was from the empty sheet playing for it (the win engine's
   * reach measure, approximate past its exact horizon; start: null without a target); seconds, in the background.
   */
  targetStart: {
    channel: 'yacht:game:target-start',
    path: '/api/game/target-start',
    args: z.tuple([gameIdSchema]),
    result: targetStartViewSchema,
  },
  /** A game as a file (the versioned log, readable by a person), with a name to save it under. */
  exportGame: {
    channel: 'yacht:game:export',
    path: '/api/game/export',
    args: z.tuple([gameIdSchema]),
    result: gameFileSchema,
  },
  /** A finished game from a file, checked event by event and kept with the finished ones (never half). */
  importGame: {
    channel: 'yacht:games:import',
    path: '/api/games/import',
    args: z.tuple([
      z
        .string()
        .min(1, 'the file is empty')
        .superRefine((text, ctx) => {
          const tooBig = gameFileTextProblem(text);
          if (tooBig !== null) ctx.addIssue({ code: 'custom', message: tooBig });
        }),
    ]),
    result: importedGameSchema,
  },
  /**
   * A rule set's exact score distribution under perfect play (working out its solution first when need be, with
   * `variant-progress` events on the way); one at a time, later calls wait their turn.
   */
  variantDistribution: {
    channel: 'yacht:variants:distribution',
    path: '/api/variants/distribution',
    args: z.tuple([rulesChoiceSchema]),
    result: variantDistributionSchema,
  },
  /**
   * Where two rule sets play the first turn differently: each first roll (two and one rolls left, empty
   * sheet) whose best keep differs, most probable first, with what each keep is worth under each (works out the
   * solutions first when need be).
   */
  variantKeepDifferences: {
    channel: 'yacht:variants:keep-differences',
    path: '/api/variants/keep-differences',
    args: z.tuple([rulesChoiceSchema, rulesChoiceSchema]),
    result: keepDifferencesSchema,
  },
  /** Removes a finished game from the history (the game in progress is abandoned, not deleted). */
  deleteGame: {
    channel: 'yacht:games:delete',
    path: '/api/games/delete',
    args: z.tuple([gameIdSchema]),
    result: z.null(),
  },
  /** Why a decision of a game (by its log index) was graded as it was: its facts and the best choice's. */
  coachWhy: {
    channel: 'yacht:coach:why',
    path: '/api/coach/why',
    args: z.tuple([gameIdSchema, z.number().int().min(0, 'a log index is a whole number from 0')]),
    result: explanationSchema,
  },
  /** Opens an online table (docs/online.md): it listens where the host chose, with a join code and a link. */
  openTable: {
    channel: 'yacht:tables:open',
    path: '/api/tables/open',
    args: z.tuple([openTableSchema]),
    result: hostedTableSchema,
  },
  /** The online tables this app hosts: open ones, and started ones closed by a restart (to open again). */
  hostedTables: {
    channel: 'yacht:tables:list',
    path: '/api/tables/list',
    args: z.tuple([]),
    result: z.array(hostedTableSchema),
  },
  /** Gives a seat to the host, to a bot, or opens it for a joiner (in the lobby). */
  setTableSeat: {
    channel: 'yacht:tables:seat',
    path: '/api/tables/seat',
    args: z.tuple([tableIdSchema, seatIndexSchema, tableSeatSetupSchema]),
    result: hostedTableSchema,
  },
  /** Starts the table's game (every seat taken); the host plays their seats with `act` like any game. */
  startTable: {
    channel: 'yacht:tables:start',
    path: '/api/tables/start',
    args: z.tuple([tableIdSchema]),
    result: hostedTableSchema,
  },
  /** Listens again for a started table closed by a restart or by closeTable; its joiners come back. */
  reopenTable: {
    channel: 'yacht:tables:reopen',
    path: '/api/tables/reopen',
    args: z.tuple([tableIdSchema]),
    result: hostedTableSchema,
  },
  /** Stops listening for a table (a started game stays, to open again); the port closes with the last one. */
  closeTable: {
    channel: 'yacht:tables:close',
    path: '/api/tables/close',
    args: z.tuple([tableIdSchema]),
    result: z.null(),
  },
  /** A bot plays a joiner's turns (a level), or no more (null). */
  tableStandIn: {
    channel: 'yacht:tables:stand-in',
    path: '/api/tables/stand-in',
    args: z.tuple([tableIdSchema, seatIndexSchema, z.enum(BOT_LEVELS).nullable()]),
    result: hostedTableSchema,
  },
  /** This computer's addresses on the local network, for a table joiners reach from other devices. */
  networkAddresses: {
    channel: 'yacht:tables:addresses',
    path: '/api/tables/addresses',
    args: z.tuple([]),
    result: z.array(networkAddressSchema),
  },
  /**
   * Joins the table of a join link, or of a host's address and code (another player's app or `yacht host` hosts
   * it); this app's backend connects.
   */
  joinTable: {
    channel: 'yacht:joined:join',
    path: '/api/joined/join',
    args: z.tuple([joinTargetSchema]),
    result: joinedTableViewSchema,
  },
  /** The table this app has joined, or null. */
  joinedTable: {
    channel: 'yacht:joined:get',
    path: '/api/joined/get',
    args: z.tuple([]),
    result: joinedTableViewSchema.nullable(),
  },
  /** Takes a free seat at the joined table under a name (before its game starts). */
  sitAtTable: {
    channel: 'yacht:joined:sit',
    path: '/api/joined/sit',
    args: z.tuple([seatIndexSchema, playerNameSchema]),
    result: joinedTableViewSchema,
  },
  /** Gives the seat at the joined table up (before its game starts). */
  standAtTable: {
    channel: 'yacht:joined:stand',
    path: '/api/joined/stand',
    args: z.tuple([]),
    result: joinedTableViewSchema,
  },
  /** A move of this app's seat at the joined table (its dice only where the host lets players type real dice). */
  actAtTable: {
    channel: 'yacht:joined:act',
    path: '/api/joined/act',
    args: z.tuple([onlineActionSchema]),
    result: joinedTableViewSchema,
  },
  /** The host's coach at the joined table, where the host allows it: this app's seat's grades so far. */
  coachGradesAtTable: {
    channel: 'yacht:joined:grades',
    path: '/api/joined/grades',
    args: z.tuple([]),
    result: coachReportSchema,
  },
  /** The host's coach: the ranked options of this app's seat's decision the joined game waits for. */
  coachHintAtTable: {
    channel: 'yacht:joined:hint',
    path: '/api/joined/hint',
    args: z.tuple([]),
    result: hintSchema,
  },
  /** The host's coach: why a decision of this app's seat (by log index) was graded as it was. */
  coachWhyAtTable: {
    channel: 'yacht:joined:why',
    path: '/api/joined/why',
    args: z.tuple([z.number().int().min(0, 'a log index is a whole number from 0')]),
    result: explanationSchema,
  },
  /** Leaves the joined table (joining again with the same link takes the seat back). */
  leaveTable: {
    channel: 'yacht:joined:leave',
    path: '/api/joined/leave',
    args: z.tuple([]),
    result: z.null(),
  },
} as const satisfies Record<string, MethodSpec>;

export type ApiMethod = keyof typeof apiContract;
export type ApiArgs<M extends ApiMethod> = z.output<(typeof apiContract)[M]['args']>;
/** What a caller may pass (before defaults are filled in). */
export type ApiInputArgs<M extends ApiMethod> = z.input<(typeof apiContract)[M]['args']>;
export type ApiResult<M extends ApiMethod> = z.output<(typeof apiContract)[M]['result']>;

/**
 * What a transport knows of a call beside its arguments: `signal` aborts once the caller has gone (its request
 * closed before the answer, its window destroyed), so that work nobody waits for can stop.
 */
export interface ApiCall {
  readonly signal?: CallSignal | undefined;
  /**
   * Runs a piece of the call's own work on this thread (checking its arguments, checking and writing its
   * result) when its turn comes: a transport gives the calls a game being played never waits behind
   * (BACKGROUND_METHODS) a turn one at a time, so that a flood of them, or one large answer after another, holds
   * up a move or a hint by one such piece at most. Without it, the work runs at once.
   */
  readonly turn?: (<T>(work: () => T) => Promise<T>) | undefined;
}

/** An AbortSignal, as much of it as a backend uses (src/shared sees neither the DOM's types nor Node's). */
export interface CallSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { readonly once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** What the backend implements; every transport dispatches to one of these (the call last, if it wants it). */
export type YachtApi = {
  readonly [M in ApiMethod]: (...args: [...ApiArgs<M>, call?: ApiCall]) => Promise<ApiResult<M>>;
};

export const API_METHODS = Object.keys(apiContract) as ApiMethod[];

/**
 * The calls that look at other games, other rule sets and files, which a caller may make by the thousand or whose
 * answers are large: they take turns (ApiCall.turn), and the calls of a game being played go between them.
 */
export const BACKGROUND_METHODS: ReadonlySet<ApiMethod> = new Set<ApiMethod>([
  'prepareSolver',
  'analyzePosition',
  'variantDistribution',
  'variantKeepDifferences',
  'replayGame',
  'replayWin',
  'targetStart',
  'importGame',
  'exportGame',
  'finishedGames',
  'deleteGame',
]);

export function isApiMethod(name: string): name is ApiMethod {
  return Object.hasOwn(apiContract, name);
}

// ---- Pushed events ------------------------------------------------------------------------------------------

/** The types of the events the backend pushes. */
export const API_EVENT_TYPES = [
  'game-events',
  'game-ended',
  'solver-progress',
  'settings-changed',
  'notice',
  'coach-grades',
  'variant-progress',
  'table-changed',
  'joined-table',
] as const;

/** Electron: main → renderer pushes go over this one channel (webContents.send), every event type alike. */
export const API_EVENT_CHANNEL = 'yacht:event';

/** Browser mode: the WebSocket (same host and port as the HTTP API) that carries pushed events. */
export const API_EVENTS_PATH = '/api/events';

export const apiEventSchemas = {
  /** Events appended to a game's log (by a bot, or by an act from any window). */
  'game-events': z.strictObject({ type: z.literal('game-events'), ...appendedSchema.shape }),
  /** The game left "in progress": its sheets are full (finished) or it was abandoned. */
  'game-ended': z.strictObject({
    type: z.literal('game-ended'),
    gameId: gameIdSchema,
    status: z.enum(['finished', 'abandoned']),
  }),
  /** A solver table moved on (progress) or became ready or failed. */
  'solver-progress': z.strictObject({ type: z.literal('solver-progress'), status: solverStatusSchema }),
  'settings-changed': z.strictObject({ type: z.literal('settings-changed'), settings: settingsSchema }),
  notice: z.strictObject({ type: z.literal('notice'), notice: noticeSchema }),
  /** Decisions just graded (keyed by log index), and how many of the game's still wait for the solution. */
  'coach-grades': z.strictObject({
    type: z.literal('coach-grades'),
    gameId: gameIdSchema,
    grades: z.array(gradeSchema),
    pending: z.number().int().min(0),
  }),
  /** A rule set's distribution moved on (see variantDistribution). */
  'variant-progress': variantProgressEventSchema,
  /** An online table changed: who sits where and is connected, started, finished, closed. */
  'table-changed': z.strictObject({ type: z.literal('table-changed'), table: hostedTableSchema }),
  /** The joined table changed (null: this app left it). */
  'joined-table': z.strictObject({ type: z.literal('joined-table'), view: joinedTableViewSchema.nullable() }),
} as const satisfies { readonly [T in (typeof API_EVENT_TYPES)[number]]: z.ZodType<{ type: T }> };

export const apiEventSchema = z.discriminatedUnion('type', [
  apiEventSchemas['game-events'],
  apiEventSchemas['game-ended'],
  apiEventSchemas['solver-progress'],
  apiEventSchemas['settings-changed'],
  apiEventSchemas.notice,
  apiEventSchemas['coach-grades'],
  apiEventSchemas['variant-progress'],
  apiEventSchemas['table-changed'],
  apiEventSchemas['joined-table'],
]);

export type ApiEvent = z.output<typeof apiEventSchema>;
export type ApiEventType = ApiEvent['type'];
export type ApiEventOf<T extends ApiEventType> = Extract<ApiEvent, { type: T }>;
export type ApiEventListener<T extends ApiEventType> = (event: ApiEventOf<T>) => void;

export function isApiEventType(name: unknown): name is ApiEventType {
  return typeof name === 'string' && (API_EVENT_TYPES as readonly string[]).includes(name);
}

/** Subscribing to pushed events: returns the function that unsubscribes. */
export interface ApiEvents {
  on<T extends ApiEventType>(type: T, listener: ApiEventListener<T>): () => void;
}

/** The backend as every transport sees it: the implementation, and the stream of every event it pushes. */
export interface ApiBackend {
  readonly api: YachtApi;
  subscribe(listener: (event: ApiEvent) => void): () => void;
}

/** The calling side of the API: what a caller may pass (before defaults are filled in), what it gets back. */
export type YachtCalls = { readonly [M in ApiMethod]: (...args: ApiInputArgs<M>) => Promise<ApiResult<M>> };

/**
 * What `window.yacht` is in Electron: each method answers with the main process's envelope (so that an
 * error's kind crosses the bridge as data), plus `on`.
 */
export type YachtBridge = {
  readonly [M in ApiMethod]: (...args: ApiInputArgs<M>) => Promise<ApiEnvelope<ApiResult<M>>>;
} & ApiEvents;

// ---- Types the renderer uses ----------------------------------------------------------------------------------

export type Settings = z.output<typeof settingsSchema>;
export type SettingsPatch = z.output<typeof settingsPatchSchema>;
export type BotSpeed = (typeof BOT_SPEEDS)[number];
export type Theme = (typeof THEMES)[number];
export type NewGame = z.output<typeof newGameSchema>;
export type NewGameInput = z.input<typeof newGameSchema>;
export type RulesChoice = z.output<typeof rulesChoiceSchema>;
export type SeatSetup = z.output<typeof seatSetupSchema>;
export type GameView = z.output<typeof gameViewSchema>;
export type GameStatus = z.output<typeof gameStatusSchema>;
export type Appended = z.output<typeof appendedSchema>;
export type MoveAck = z.output<typeof moveAckSchema>;
export type FinishedGame = z.output<typeof finishedGameSchema>;
export type ImportedGame = z.output<typeof importedGameSchema>;
export type SolverStatus = z.output<typeof solverStatusSchema>;
export type Notice = z.output<typeof noticeSchema>;
export type CoachGuard = (typeof COACH_GUARDS)[number];
export type CoachGradeBy = (typeof COACH_GRADE_BY)[number];
export type { GameFileExport, ReplayView, ReplayWinView } from './replay-schemas';
export type {
  CoachReport,
  Explanation,
  Hint,
  HintAction,
  PositionRequest,
  PositionRequestInput,
} from './coach-schemas';

// The wire schemas and the engine's types must agree (a compile-time check, no code; gameEventSchema is
// checked by its type annotation).
export type _ActionsMatchEngine = Assert<
  z.output<typeof actionSchema> extends Action | RetypeAction ? true : false
>;

// ---- Errors ------------------------------------------------------------------------------------------------------

/** The JSON body of every API answer over HTTP, and of every IPC reply. */
export type ApiEnvelope<T> = { ok: true; result: T } | { ok: false; error: ApiFailure };

/** One readable line for a zod failure: where (e.g. `args[1].keep[0]`) and what. */
export function describeIssues(error: z.ZodError, root = ''): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'rejected';
  let where = root;
  for (const key of issue.path)
    where += typeof key === 'number' ? `[${key}]` : where === '' ? String(key) : `.${String(key)}`;
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  return `${where === '' ? '' : `${where}: `}${issue.message}${more}`;
}
