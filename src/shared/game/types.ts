// The game engine's data: seats, the events of a game's log, the actions players take, and the state
// folded from the log. Everything here is plain JSON-friendly data.

import type { Face } from '../dice';
import type { CustomRules, RuleOptions, RuleSet, Sheet, Variant } from '../rules';

export const MIN_SEATS = 1;
export const MAX_SEATS = 6;
export const MAX_NAME_LENGTH = 40;
/** A turn has at most this many rolls. */
export const ROLLS_PER_TURN = 3;
/**
 * A roll takes at most this many keep changes (holds made or released before the next roll, or before the score
 * after the last): far more than a player changes their mind, few enough that a game's log has a bound.
 */
export const MAX_KEEP_CHANGES_PER_ROLL = 30;

export const BOT_LEVELS = ['easy', 'medium', 'hard', 'perfect', 'perfect-win'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** A place at the table: a person, or a bot playing at a level. */
export type Seat =
  | { readonly kind: 'human'; readonly name: string }
  | { readonly kind: 'bot'; readonly name: string; readonly level: BotLevel };

/** Dice positions (0..4 on the table), distinct and ascending. */
export type Positions = readonly number[];

/** The dice a game's rolls take, drawn in advance from a seed (dice-grid.ts reads its rows). */
export interface DiceGrid {
  readonly seed: string;
  /** Every seat rolls from the same rows. */
  readonly shared: boolean;
}

/**
 * A game played with real dice on a real table, the app keeping the sheet (real-dice.ts): 'sheet' types each
 * person's final dice of a turn only; 'coached' types every roll, so that the coach sees each keep.
 */
export const REAL_DICE_MODES = ['sheet', 'coached'] as const;
export type RealDiceMode = (typeof REAL_DICE_MODES)[number];
export interface RealDice {
  readonly mode: RealDiceMode;
}

/** What a new game needs. `createdAt` is supplied by the caller (an ISO 8601 time): the engine reads no clock. */
export interface GameSetup {
  readonly variant: Variant;
  readonly options?: Partial<RuleOptions>;
  /** A player's own rules (then `variant` is their base). */
  readonly custom?: CustomRules | null;
  readonly seats: readonly Seat[];
  /** The seat that plays first (0 by default). */
  readonly firstSeat?: number;
  /** The seed of the dice when they come from the seeded generator, so the game can be replayed. */
  readonly seed?: string | null;
  /** The dice grid the game's rolls come from (dice-grid.ts), or none. */
  readonly grid?: DiceGrid | null;
  /** A target total to play for (a game of one seat: target.ts), or none. */
  readonly target?: number | null;
  /** Played with real dice, typed in (none: the app rolls). */
  readonly realDice?: RealDice | null;
  readonly createdAt: string;
}

/** The first event of every log: the rules, the table and who starts. */
export interface CreatedEvent {
  readonly type: 'created';
  readonly variant: Variant;
  readonly options: RuleOptions;
  /** A player's own rules, written whole so the game replays after they are changed or deleted. */
  readonly custom?: CustomRules;
  readonly seats: readonly Seat[];
  readonly firstSeat: number;
  readonly seed: string | null;
  /** The dice grid of the game (games saved before grids have none: absent reads as null). */
  readonly grid?: DiceGrid | null;
  /** The target total of a game of one seat (target.ts); games without one, and older games, have none. */
  readonly target?: number;
  /** Played with real dice, typed in; absent: the app rolls (every game before real dice). */
  readonly realDice?: RealDice;
  readonly createdAt: string;
}

/** A roll: all five dice after it (table order), and the positions that were kept (not rolled). */
export interface RolledEvent {
  readonly type: 'rolled';
  readonly seat: number;
  readonly dice: readonly Face[];
  readonly kept: Positions;
  /**
   * The turn's final dice, typed on a score sheet (a real-dice game in 'sheet' mode): the rolls before them are
   * not known, so no rolls are left after it. Absent on every other roll.
   */
  readonly final?: true;
}

/** The seat now holds exactly these positions back from the next roll. */
export interface KeptEvent {
  readonly type: 'kept';
  readonly seat: number;
  readonly positions: Positions;
}

/** The dice written in a box; `extraYacht` is the extra-yacht points they earned (0 if none). */
export interface ScoredEvent {
  readonly type: 'scored';
  readonly seat: number;
  readonly box: string;
  readonly points: number;
  readonly extraYacht: number;
}

/**
 * Takes back the decision at log index `to` (a re-roll or a score of a human seat) and every live event
 * after it. Undoing appends rather than deletes, so the log stays append-only and the dice stay honest.
 */
export interface UndoneEvent {
  readonly type: 'undone';
  /** The seat whose decision is taken back. */
  readonly seat: number;
  readonly to: number;
  /**
   * A mistyped roll of a real-dice game taken back so that it can be typed again (real-dice.ts): no decision is
   * taken back and the game stays a fair one. Absent on every undo.
   */
  readonly retype?: true;
}

export type GameEvent = CreatedEvent | RolledEvent | KeptEvent | ScoredEvent | UndoneEvent;
export type GameEventType = GameEvent['type'];
export const EVENT_TYPES: readonly GameEventType[] = ['created', 'rolled', 'kept', 'scored', 'undone'];

/**
 * What a player does. `seat`, when given, must be the seat whose turn it is (a guard for bots and remote
 * players). `roll` rerolls every die not kept: `keep` replaces the held positions for this roll.
 */
export type Action =
  | {
      readonly type: 'roll';
      readonly seat?: number;
      readonly keep?: Positions;
      /** Real dice only: the faces the rolled dice show, in table order of the positions rolled (real-dice.ts). */
      readonly dice?: readonly number[];
      /** Real dice on a score sheet: these are the turn's final five dice (see RolledEvent.final). */
      readonly final?: boolean;
    }
  | { readonly type: 'keep'; readonly seat?: number; readonly positions: Positions }
  | { readonly type: 'score'; readonly seat?: number; readonly box: string };

/**
 * Takes back the last live decision of a human seat, with every event after it (bots' turns too). `seat`,
 * when given, must be the seat that made that decision (it need not be the seat whose turn it is).
 */
export interface UndoAction {
  readonly type: 'undo';
  readonly seat?: number;
}

/**
 * Takes back the last roll of a real-dice game, typed wrong, before any decision on it: the roll is typed
 * again. `seat`, when given, must be the seat on turn.
 */
export interface RetypeAction {
  readonly type: 'retype';
  readonly seat?: number;
}

/** Everything apply() takes: a move, or taking one back (kept apart so a move alone stays an `Action`). */
export type GameAction = Action | UndoAction | RetypeAction;

/** The turn in progress. */
export interface Turn {
  readonly seat: number;
  /** Rolls taken this turn (0 before the first roll). */
  readonly rollsUsed: number;
  /** The dice on the table in table order, or null before the first roll. */
  readonly dice: readonly Face[] | null;
  /** Positions held back from the next roll. */
  readonly kept: Positions;
}

/** Everything known about a game, folded from its log. */
export interface GameState {
  readonly rules: RuleSet;
  readonly seats: readonly Seat[];
  readonly firstSeat: number;
  readonly seed: string | null;
  /** Where the rolls come from when the game has a dice grid (null: the seed or crypto dice). */
  readonly grid: DiceGrid | null;
  /** The total a game of one seat plays for (target.ts), or null. */
  readonly target: number | null;
  /** Played with real dice, typed in, or null: the app rolls. */
  readonly realDice: RealDice | null;
  readonly createdAt: string;
  /** One sheet per seat: points by box id; an absent box is open. */
  readonly sheets: readonly Sheet[];
  /** How many extra yachts each seat has earned. */
  readonly extraYachts: readonly number[];
  /** Turns finished (boxes scored) by all seats together. */
  readonly turnsPlayed: number;
  readonly turn: Turn;
  /** True once every sheet is full, or a seat has won at once. */
  readonly over: boolean;
  /** The seat that won at once (a Generala servida where it wins: RuleSet.instantWin), or null. */
  readonly wonAtOnce: number | null;
  /** How many events the state was folded from. */
  readonly eventCount: number;
  /** Keep changes (`kept` events) since the turn's last roll: at most MAX_KEEP_CHANGES_PER_ROLL are taken. */
  readonly keepChanges: number;
  /** How many dice faces have been drawn (to resume a seeded generator after loading); undo never lowers it. */
  readonly facesRolled: number;
  /** How many `undone` events the log has: a game with any is a practice game. */
  readonly undos: number;
  /**
   * The live decisions of human seats, latest first, each with the state before it: what lets apply() undo
   * from the state alone. In memory only (the log is what is saved); rebuilt by every replay.
   */
  readonly undoPoints: UndoPoint | null;
  /**
   * A real-dice game's last roll while nothing has been decided on it (holds aside), with the state before it:
   * what a retype takes back. In memory only, as undoPoints.
   */
  readonly typedRoll: TypedRoll | null;
}

/** The last roll of a real-dice game, open to a retype: its log index and the state just before it. */
export interface TypedRoll {
  readonly index: number;
  /**
   * With its own typed roll: the roll before, open again once this one is taken back (at most a turn's rolls).
   * Without its undo points, as an UndoPoint's `before`: they are the state's own, less the roll's (retyped()),
   * and holding them here too gave every undo point two ways to the one before it, doubling a state's reach
   * with every turn (a deep compare of a 13-round game never ended).
   */
  readonly before: Omit<GameState, 'undoPoints'>;
}

/**
 * A live decision of a human seat (a re-roll or a score) and the state just before it. A linked list:
 * each state shares its predecessors' points, and `before` leaves its own points out (they are `previous`),
 * so keeping them costs one shallow state per decision.
 */
export interface UndoPoint {
  /** The log index of the decision. */
  readonly index: number;
  readonly seat: number;
  readonly before: Omit<GameState, 'undoPoints'>;
  readonly previous: UndoPoint | null;
}

/** A game's log with the state it folds to. */
export interface Game {
  readonly events: readonly GameEvent[];
  readonly state: GameState;
}
