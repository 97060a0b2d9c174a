// A hosted table as the host keeps it in memory (its seats and who is connected to each), and as its file keeps
// it across a restart (table-file.ts).

import type {
  ListenChoice,
  OpenTable,
  TableRealDice,
  TableSeatSetup,
  TableStatus,
} from '../../shared/api/online';
import type { RulesChoice } from '../../shared/api/contract';
import type { BotLevel, GameEvent } from '../../shared/game';
import type { SavedTable } from './table-file';
import type { Participant } from './table-ports';

export interface SeatRecord {
  kind: 'host' | 'remote' | 'bot' | 'open';
  name: string;
  level: BotLevel | null;
  tokenHash: string | null;
  readonly connections: Set<Participant>;
  /** The away bot's timer, and when (the clock's ms) it takes the seat. */
  awayTimer: { handle: unknown; at: number } | null;
  /** The bot standing in was put there for being away (and leaves when the player is back). */
  awayStandIn: boolean;
}

export interface Table {
  readonly tableId: string;
  readonly code: string;
  readonly rules: RulesChoice;
  readonly seats: SeatRecord[];
  status: TableStatus;
  readonly coachAllowed: boolean;
  readonly awayBot: OpenTable['awayBot'];
  /** Real dice (null: the app rolls), and who types them (table-dice.ts). */
  readonly realDice: TableRealDice | null;
  readonly listen: ListenChoice;
  readonly port: number;
  readonly autoStart: boolean;
  gameId: string | null;
  /**
   * The game's log as the game service last handed it over (its own array, never copied here): what everyone at
   * the table has had, and the finished game's log once the service has let the game go (for its last view).
   */
  log: readonly GameEvent[];
  /** Connections that said a right hello, with the seat each holds (null: watching, not seated yet). */
  readonly participants: Map<Participant, number | null>;
  listening: boolean;
  /** A finished table closes by itself at `at` (its grace time: joiners save the game, the host plays again). */
  closing: { handle: unknown; at: Date } | null;
}

export function seatOf(setup: TableSeatSetup): SeatRecord {
  return {
    kind: setup.kind,
    name: setup.kind === 'open' ? '' : setup.name,
    level: setup.kind === 'bot' ? setup.level : null,
    tokenHash: null,
    connections: new Set(),
    awayTimer: null,
    awayStandIn: false,
  };
}

/** A table the host opens now: in its lobby, its game not made yet. */
export function newTable(tableId: string, code: string, setup: OpenTable): Table {
  return {
    tableId,
    code,
    rules: setup.rules,
    seats: setup.seats.map(seatOf),
    status: 'lobby',
    coachAllowed: setup.coachAllowed,
    awayBot: setup.awayBot,
    realDice: setup.realDice,
    listen: setup.listen,
    port: setup.port,
    autoStart: setup.autoStart,
    gameId: null,
    log: [],
    participants: new Map(),
    listening: false,
    closing: null,
  };
}

/** A table started before the app last stopped: closed until the host opens it again. */
export function restoredTable(saved: SavedTable, log: readonly GameEvent[]): Table {
  return {
    tableId: saved.tableId,
    code: saved.code,
    rules: saved.rules,
    seats: saved.seats.map((s) => ({
      ...s,
      connections: new Set<Participant>(),
      awayTimer: null,
      awayStandIn: false,
    })),
    status: 'closed',
    coachAllowed: saved.coachAllowed,
    awayBot: saved.awayBot,
    realDice: saved.realDice,
    listen: saved.listen,
    port: saved.port,
    autoStart: false,
    gameId: saved.gameId,
    log,
    participants: new Map(),
    listening: false,
    closing: null,
  };
}

export function savedOf(table: Table, gameId: string, port: number): SavedTable {
  return {
    version: 1,
    tableId: table.tableId,
    code: table.code,
    rules: table.rules,
    seats: table.seats.map((s) => ({
      kind: s.kind === 'open' ? 'remote' : s.kind,
      name: s.name,
      level: s.level,
      tokenHash: s.tokenHash,
    })),
    coachAllowed: table.coachAllowed,
    awayBot: table.awayBot,
    realDice: table.realDice,
    listen: table.listen,
    port,
    gameId,
  };
}
