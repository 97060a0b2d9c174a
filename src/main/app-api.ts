// The API contract's handlers over the app's services: what each call asks of which service (the wiring that
// makes the services is app.ts). A solver that refuses work answers in the contract's words (solver-refusals).

import type { YachtApi } from '../shared/api/contract';
import { ApiRequestError, isNotSaved } from '../shared/api/errors';
import type { CoachService } from './backend/coach-service';
import type { EmitEvent } from './backend/events';
import type { GameService } from './backend/game-service';
import type { NoticeBoard } from './backend/notices';
import type { SettingsStore } from './backend/settings-store';
import { signalOf, withSolverRefusals } from './backend/solver-refusals';
import type { Solutions } from './backend/solutions';
import type { VariantStudies } from './backend/variant-studies';
import type { JoinedTables } from './online/joined-table';
import { networkAddresses } from './online/network-addresses';
import type { TableService } from './online/table-service';

/** The services the API is answered by. */
export interface ApiParts {
  readonly version: string;
  readonly emit: EmitEvent;
  readonly logError: (message: string) => void;
  readonly settings: SettingsStore;
  readonly notices: NoticeBoard;
  readonly solutions: Solutions;
  readonly variants: VariantStudies;
  readonly games: GameService;
  readonly coach: CoachService;
  /** The online tables this app hosts. */
  readonly online: TableService;
  /** The online table this app joined. */
  readonly joined: JoinedTables;
}

export function backendApi(parts: ApiParts): YachtApi {
  const { emit, logError, settings, notices, solutions, variants, games, coach, online, joined } = parts;
  return withSolverRefusals({
    version: async () => parts.version,
    getSettings: async () => settings.get(),
    setSettings: async (patch) => {
      const next = settings.update(patch);
      emit({ type: 'settings-changed', settings: next });
      return next;
    },
    createGame: async (setup) => {
      const view = await games.create(setup);
      try {
        emit({ type: 'settings-changed', settings: settings.update({ lastSetup: setup }) });
      } catch (error) {
        // The game is saved and started: a setup the disk would not take is no reason to answer otherwise.
        if (!isNotSaved(error)) throw error;
        logError(`the last setup was not remembered: ${(error as Error).message}`);
      }
      return view;
    },
    currentGame: async () => games.current(),
    getGame: (gameId) => games.get(gameId),
    act: (gameId, action) => games.act(gameId, action, online.hostGuard(gameId, action)),
    skipBots: (gameId) => games.skipBots(gameId),
    // At an online table, the next game is the table's (same code and seats), not a local one.
    playAgain: async (gameId) => {
      const atTable = online.playAgainOf(gameId);
      if (atTable === null) return games.playAgain(gameId);
      const { game } = await atTable;
      if (game === null) throw new ApiRequestError('conflict', "the table's new game did not start");
      return games.get(game.gameId);
    },
    abandonGame: (gameId) => games.abandon(gameId),
    finishedGames: () => games.finished(),
    solverStatus: async () => solutions.statuses(),
    prepareSolver: async (rules) => solutions.prepare(rules),
    notices: async () => notices.all(),
    undo: (gameId) => games.undo(gameId),
    coachGrades: (gameId) => coach.grades(gameId),
    coachHint: (gameId) => coach.hint(gameId),
    analyzePosition: (request, call) => coach.analyze(request, signalOf(call)),
    coachWhy: (gameId, index) => coach.why(gameId, index),
    replayGame: (gameId) => coach.replay(gameId),
    replayWin: (gameId) => coach.replayWin(gameId),
    targetStart: (gameId) => coach.targetStart(gameId),
    variantDistribution: (choice, call) => variants.distribution(choice, signalOf(call)),
    variantKeepDifferences: (a, b, call) => variants.keepDifferences(a, b, signalOf(call)),
    exportGame: (gameId) => games.exportFile(gameId),
    importGame: (text) => games.importFile(text),
    deleteGame: (gameId) => games.deleteFinished(gameId),
    openTable: (setup) => online.open(setup),
    hostedTables: async () => online.list(),
    setTableSeat: async (tableId, seat, setup) => online.setSeat(tableId, seat, setup),
    startTable: (tableId) => online.start(tableId),
    reopenTable: (tableId) => online.reopen(tableId),
    closeTable: (tableId) => online.close(tableId),
    tableStandIn: (tableId, seat, level) => online.standIn(tableId, seat, level),
    networkAddresses: async () => networkAddresses(),
    joinTable: (target) => joined.join(target),
    joinedTable: async () => joined.view(),
    sitAtTable: (seat, name) => joined.sit(seat, name),
    standAtTable: async () => joined.stand(),
    actAtTable: (action) => joined.act(action),
    coachGradesAtTable: () => joined.grades(),
    coachHintAtTable: () => joined.hint(),
    coachWhyAtTable: (index) => joined.why(index),
    leaveTable: async () => joined.leave(),
  });
}
