// A joiner's seat with nobody connected during the game: after the host's chosen time the table's away bot
// plays it, and hands it back when the player is here again.

import type { Timers } from '../runtime/timers';
import type { Participant, TableGames } from './table-ports';
import type { SeatRecord, Table } from './table-record';

export interface AwayBotsDeps {
  readonly games: TableGames;
  readonly timers: Timers;
  readonly clock: () => Date;
  readonly logError: (message: string) => void;
  /** Tells everyone at the table and the host what the table is now. */
  readonly changed: (table: Table) => void;
}

export class AwayBots {
  constructor(private readonly deps: AwayBotsDeps) {}

  /** A seat with nobody connected: after the host's chosen time a bot plays it. */
  away(table: Table, seat: number): void {
    const record = table.seats[seat];
    const awayBot = table.awayBot;
    if (!record || awayBot === null || record.awayTimer !== null || table.gameId === null) return;
    const { games } = this.deps;
    const gameId = table.gameId;
    const timer = {
      at: this.deps.clock().getTime() + awayBot.afterSeconds * 1000,
      handle: this.deps.timers.setTimeout(() => {
        if (record.awayTimer !== timer) return;
        record.awayTimer = null;
        if (record.connections.size > 0 || games.standIns(gameId).has(seat)) return;
        games.standIn(gameId, seat, awayBot.level).then(
          () => {
            record.awayStandIn = true;
            this.deps.changed(table);
          },
          (error: unknown) => this.deps.logError(`no bot could stand in: ${(error as Error).message}`),
        );
      }, awayBot.afterSeconds * 1000),
    };
    record.awayTimer = timer;
  }

  /** A connection holds the seat: no bot is on its way, and one that stood in for being away leaves. */
  connect(table: Table, seat: number, who: Participant): void {
    const record = table.seats[seat];
    if (!record) return;
    record.connections.add(who);
    this.clear(record);
    if (record.awayStandIn && table.gameId !== null) {
      record.awayStandIn = false;
      this.deps.games.standIn(table.gameId, seat, null).then(
        () => this.deps.changed(table),
        (error: unknown) => {
          this.deps.logError(`the bot could not hand seat ${seat + 1} back: ${(error as Error).message}`);
        },
      );
    }
  }

  clear(record: SeatRecord): void {
    if (record.awayTimer === null) return;
    this.deps.timers.clearTimeout(record.awayTimer.handle);
    record.awayTimer = null;
  }
}
