// Everything a participant (a joiner's connection, handed over by the table server) may do at a table: say
// hello with the join code (and their seat's token), sit and stand in the lobby, play their own seat, ask the
// coach where the host allows it, and go. The host is the referee: a joiner's move is checked here (their seat
// only) and then goes through the game service like the host's own.

import type { CoachReport, Explanation, Hint } from '../../shared/api/contract';
import { ApiRequestError } from '../../shared/api/errors';
import { NO_TABLE_WITH_CODE, type OnlineAction } from '../../shared/api/online';
import { decisionsOf } from '../../shared/coach';
import { nameKey } from '../../shared/names';
import type { AwayBots } from './away-bots';
import { joinersLog } from './joiner-log';
import { codesMatch, newSeatToken, tokenHash, tokenMatches } from './seat-secrets';
import type { TableBoard } from './table-board';
import { joinerDiceRefusal } from './table-dice';
import type { Participant, SeatGuard, TableCoach, TableGames, TableGate, TablePlace } from './table-ports';
import { seatOf, type Table } from './table-record';

export interface ConnectionGateDeps {
  readonly board: TableBoard;
  readonly away: AwayBots;
  readonly games: TableGames;
  /** The coach joiners may use where a table allows it (none: no table offers it). */
  readonly coach?: TableCoach | undefined;
  /** Starts a table's game (a table that starts by itself once its last seat is taken). */
  readonly start: (tableId: string) => Promise<unknown>;
  readonly logError: (message: string) => void;
}

export class ConnectionGate implements TableGate {
  constructor(private readonly deps: ConnectionGateDeps) {}

  hello(
    who: Participant,
    code: string,
    token: string | undefined,
    admit?: (place: TablePlace) => void,
  ): void {
    const { board } = this.deps;
    const table = board.all().find((t) => t.listening && codesMatch(code, t.code));
    if (table === undefined) throw new ApiRequestError('forbidden', NO_TABLE_WITH_CODE);
    if (table.status === 'finished' && token === undefined) {
      // Open a little longer only for its players (to save the game, or to play again).
      throw new ApiRequestError('forbidden', 'the game at this table is over: nobody new can join it');
    }
    let seat: number | null = null;
    if (token !== undefined) {
      seat = table.seats.findIndex((s) => s.tokenHash !== null && tokenMatches(token, s.tokenHash));
      if (seat < 0) {
        throw new ApiRequestError('forbidden', 'this seat token is not one of this table: join again');
      }
    }
    admit?.({ tableId: table.tableId, seat });
    // A connection belongs to one table at a time.
    if (board.all().some((t) => t.participants.has(who))) this.gone(who);
    table.participants.set(who, seat);
    // A seat nobody was connected to is back: everyone at the table hears it (after this one's welcome).
    const back = seat !== null && table.seats[seat]?.connections.size === 0;
    if (seat !== null) this.deps.away.connect(table, seat, who);
    // The whole log only here: after it, the game's events come as they are played.
    who.send({ kind: 'welcome', table: board.view(table), seat, events: joinersLog(table.log) });
    if (back) board.changed(table);
    else if (seat !== null) board.emitChanged(table);
  }

  placeOf(who: Participant): TablePlace | null {
    for (const table of this.deps.board.all()) {
      const seat = table.participants.get(who);
      if (seat !== undefined) return { tableId: table.tableId, seat };
    }
    return null;
  }

  sit(who: Participant, seat: number, name: string): void {
    const table = this.deps.board.tableOf(who);
    if (table.status !== 'lobby')
      throw new ApiRequestError('conflict', 'the game has started: no seat is free');
    if (table.participants.get(who) !== null) {
      throw new ApiRequestError('conflict', 'you have a seat already: stand up first');
    }
    const record = table.seats[seat];
    if (record === undefined) throw new ApiRequestError('bad-input', `there is no seat ${seat + 1}`);
    if (record.kind !== 'open') throw new ApiRequestError('conflict', `seat ${seat + 1} is taken`);
    // Two "Ann"s at a table could not be told apart (and one could pass for the other).
    const same = table.seats.findIndex((s) => s.kind !== 'open' && nameKey(s.name) === nameKey(name));
    if (same >= 0) {
      throw new ApiRequestError('conflict', `seat ${same + 1} goes by that name already: choose another`);
    }
    const token = newSeatToken();
    table.seats[seat] = { ...seatOf({ kind: 'open' }), kind: 'remote', name, tokenHash: tokenHash(token) };
    table.participants.set(who, seat);
    this.deps.away.connect(table, seat, who);
    who.send({ kind: 'seated', seat, token });
    this.deps.board.changed(table);
    if (table.autoStart && !table.seats.some((s) => s.kind === 'open')) {
      this.deps.start(table.tableId).catch((error: unknown) => {
        this.deps.logError(`table ${table.tableId} could not start: ${(error as Error).message}`);
      });
    }
  }

  stand(who: Participant): void {
    const table = this.deps.board.tableOf(who);
    const seat = table.participants.get(who);
    if (seat === null || seat === undefined) throw new ApiRequestError('conflict', 'you have no seat');
    if (table.status !== 'lobby') {
      throw new ApiRequestError('conflict', 'the game has started: ask the host to let a bot play for you');
    }
    for (const other of table.seats[seat]?.connections ?? []) table.participants.set(other, null);
    table.seats[seat] = seatOf({ kind: 'open' });
    this.deps.board.changed(table);
  }

  async act(who: Participant, id: number, at: number, action: OnlineAction): Promise<void> {
    const table = this.deps.board.tableOf(who);
    const seat = table.participants.get(who);
    if (seat === null || seat === undefined) throw new ApiRequestError('forbidden', 'take a seat first');
    if (table.status !== 'playing' || table.gameId === null) {
      throw new ApiRequestError(
        'conflict',
        table.status === 'lobby' ? 'the game has not started' : 'the game is over',
      );
    }
    // Typed dice only where the table takes a joiner's (table-dice.ts): refused before the engine sees them.
    const refused = joinerDiceRefusal(table, action);
    if (refused !== null) throw new ApiRequestError('forbidden', refused);
    // The seat is the connection's own (a client never names one); the engine refuses it out of turn.
    const own: SeatGuard = (acting) => (acting === seat ? null : 'you play your own seat only');
    await this.deps.games.act(table.gameId, { ...action, seat }, own, at);
    who.send({ kind: 'ack', id });
  }

  async grades(who: Participant): Promise<CoachReport> {
    const { coach, gameId, seat } = this.coachFor(who);
    const report = await coach.grades(gameId);
    return { ...report, grades: report.grades.filter((grade) => grade.seat === seat) };
  }

  async hint(who: Participant): Promise<Hint> {
    const { coach, gameId, seat } = this.coachFor(who);
    const state = this.deps.games.playing(gameId)?.state;
    if (state === undefined || state.over) throw new ApiRequestError('conflict', 'the game is over');
    if (state.turn.seat !== seat) throw new ApiRequestError('conflict', 'a hint is for your own turn');
    const hint = await coach.hint(gameId);
    // The turn may have passed while the hint was made: never another seat's.
    if (hint.seat !== seat) throw new ApiRequestError('conflict', 'a hint is for your own turn');
    return hint;
  }

  async why(who: Participant, index: number): Promise<Explanation> {
    const { coach, gameId, seat, table } = this.coachFor(who);
    const decision = decisionsOf(table.log).find((d) => d.index === index);
    if (decision?.seat !== seat) {
      throw new ApiRequestError('not-found', `there is no decision of yours at log index ${index}`);
    }
    return coach.why(gameId, index);
  }

  gone(who: Participant): void {
    for (const table of this.deps.board.all()) {
      const seat = table.participants.get(who);
      if (seat === undefined) continue;
      table.participants.delete(who);
      if (seat === null) continue;
      const record = table.seats[seat];
      if (!record) continue;
      record.connections.delete(who);
      if (record.connections.size === 0) {
        if (table.status === 'playing') this.deps.away.away(table, seat);
        this.deps.board.changed(table);
      }
    }
  }

  /** The coach for a seated participant, where the host allows it and the game has started. */
  private coachFor(who: Participant): { coach: TableCoach; table: Table; gameId: string; seat: number } {
    const table = this.deps.board.tableOf(who);
    const seat = table.participants.get(who);
    if (seat === null || seat === undefined) throw new ApiRequestError('forbidden', 'take a seat first');
    const coach = this.deps.coach;
    if (!table.coachAllowed || coach === undefined) {
      throw new ApiRequestError('forbidden', 'the host has not allowed the coach at this table');
    }
    if (table.gameId === null) throw new ApiRequestError('conflict', 'the game has not started');
    return { coach, table, gameId: table.gameId, seat };
  }
}
