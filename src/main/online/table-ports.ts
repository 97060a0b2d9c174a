// What the online tables meet outside themselves: the network side (a TableServer hands each connection to the
// TableGate, through one shared TableListener), the host's coach they lend to joiners, and the few things they
// ask of the games (TableGames: the app's GameService fits it, and nothing else of it is reached from here).

import type { CoachReport, Explanation, GameView, Hint, NewGame } from '../../shared/api/contract';
import type { ListenChoice, OnlineAction, OnlineServerMessage } from '../../shared/api/online';
import type { Action, BotLevel, GameEvent, GameState, RetypeAction } from '../../shared/game';

/** One connection of a participant (a joiner's device), as the table sees it. */
export interface Participant {
  send(message: OnlineServerMessage): void;
  /** Ends the connection, saying why. */
  close(reason: string): void;
}

/** Where the tables listen: one server for all open tables, on one address. */
export interface TableListener {
  readonly host: string;
  readonly port: number;
  /** The join link of a table. */
  link(code: string): string;
  close(): Promise<void>;
}

export type OpenListener = (choice: ListenChoice, port: number, gate: TableGate) => Promise<TableListener>;

/** Where a connection is: its table, and its seat (null: watching, not seated). */
export interface TablePlace {
  readonly tableId: string;
  readonly seat: number | null;
}

/** What the network side may ask of the tables, for a connection. */
export interface TableGate {
  /**
   * Joins the table of the code (with the seat of the token): `admit` may refuse (throw) once the table and seat
   * are known, before anything changes (the server's caps on watchers).
   */
  hello(who: Participant, code: string, token: string | undefined, admit?: (place: TablePlace) => void): void;
  placeOf(who: Participant): TablePlace | null;
  sit(who: Participant, seat: number, name: string): void;
  stand(who: Participant): void;
  act(who: Participant, id: number, at: number, action: OnlineAction): Promise<void>;
  /** The coach, where the host allows it: the participant's own grades, hint and why. */
  grades(who: Participant): Promise<CoachReport>;
  hint(who: Participant): Promise<Hint>;
  why(who: Participant, index: number): Promise<Explanation>;
  gone(who: Participant): void;
}

/** The host's coach, as a table lends it to joiners (the app's CoachService). */
export interface TableCoach {
  grades(gameId: string): Promise<CoachReport>;
  hint(gameId: string): Promise<Hint>;
  why(gameId: string, index: number): Promise<Explanation>;
}

/** Who may act for a seat: the caller's check, returning why not (or null when it may). */
export type SeatGuard = (seat: number, state: GameState) => string | null;

/** The games, as far as the tables use them: the game service owns every game and its log. */
export interface TableGames {
  /** A new game played at a table (saved on its own beside the local game). */
  createTable(setup: NewGame, firstSeat?: number): Promise<GameView>;
  /** A game in progress: its log (the one copy there is) and its state; null once it has ended. */
  playing(gameId: string): { readonly events: readonly GameEvent[]; readonly state: GameState } | null;
  /** Where a game in progress is played (null: not in progress). */
  placeOf(gameId: string): 'local' | 'table' | null;
  act(gameId: string, action: Action | RetypeAction, guard: SeatGuard, at: number): Promise<unknown>;
  /** A bot plays a seat's turns from now on (level), or no more (null). */
  standIn(gameId: string, seat: number, level: BotLevel | null): Promise<void>;
  standIns(gameId: string): ReadonlyMap<number, BotLevel>;
  abandon(gameId: string): Promise<unknown>;
}
