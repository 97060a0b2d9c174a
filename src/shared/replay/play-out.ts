// Play it out: from a position of a replayed game, a line of one's own (any keep or box the position allows,
// then on to the end), against the game's own dice when it was dealt from a dice grid: a roll's dice depend on
// the seat, its turn and its roll, never on what was kept (dice-grid.ts), so the line rolls what the game had
// at that turn and roll. Without a grid the game's dice past a changed keep were never drawn: the line rolls
// fresh dice and says so.
//
// The line follows its seat alone. The other seats keep their real moves: their dice come from their own
// rows (or their own draws) and their choices from their own sheets, so nothing this seat does changes them.
// A line is a log of its own (one seat's, from the position on): the game's log and states are only read.

import { keepChoice, keepPositions, scoreChoice, type Choice } from '../coach';
import {
  apply,
  gridRowFor,
  liveEvents,
  ROLLS_PER_TURN,
  type DiceGrid,
  type GameEvent,
  type GameState,
  type Positions,
  type RandomSource,
  type RolledEvent,
  type ScoredEvent,
} from '../game';
import type { CustomRules, RuleOptions, Sheet, Variant } from '../rules';
import type { CourseKind } from './course';

/** What a move of the line does: roll the dice not at `keep` (positions), or write the dice in `box`. */
export type LineAction =
  { readonly type: 'roll'; readonly keep: Positions } | { readonly type: 'score'; readonly box: string };

export interface LineMove {
  readonly choice: Choice;
  readonly event: RolledEvent | ScoredEvent;
}

export interface PlayLine {
  /** The seat of the game the line follows. */
  readonly seat: number;
  /** The log index of the game's event after which the line's position stands. */
  readonly from: number;
  /** Where the line's rolls come from: the game's grid, or fresh dice. */
  readonly dice: 'grid' | 'fresh';
  /** The line's states, one seat's: [0] the position, then one after each move. */
  readonly states: readonly GameState[];
  readonly moves: readonly LineMove[];
}

/**
 * The log index after which a step's position stands: a roll's own (the dice it showed, the decision to come),
 * a decision's event before it (the dice it was made with); null at the start, before any dice.
 */
export function positionIndexAt(kind: CourseKind, index: number): number | null {
  if (kind === 'start') return null;
  return kind === 'roll' ? index : index - 1;
}

/** A position with dice showing that a line can start from: the game's state after event `index`. */
export function positionState(states: readonly GameState[], index: number): GameState {
  const state = states[index];
  if (!Number.isInteger(index) || index < 0 || state === undefined) {
    throw new Error(`this game has no event ${index}: its log holds ${states.length} events`);
  }
  if (state.over) throw new Error(`after event ${index} the game is over: there is no decision left`);
  if (state.turn.dice === null) {
    throw new Error(`after event ${index} no dice are showing: a position starts after a roll`);
  }
  return state;
}

/**
 * The seat on turn in `state`, alone at its table: its sheet, extra yachts, dice and rolls, the rules and the
 * grid. Every field is written out (one shape for all states, as the fold writes them).
 */
function seatAlone(state: GameState): GameState {
  const seat = state.turn.seat;
  const sheet: Sheet = state.sheets[seat] ?? {};
  const own = state.seats[seat];
  if (own === undefined) throw new Error(`the game has no seat ${seat}`);
  return {
    rules: state.rules,
    seats: [own],
    firstSeat: 0,
    seed: state.seed,
    grid: state.grid,
    target: state.target,
    // The line is played by the engine's own dice, whatever the game's were.
    realDice: null,
    createdAt: state.createdAt,
    sheets: [sheet],
    extraYachts: [state.extraYachts[seat] ?? 0],
    turnsPlayed: Object.keys(sheet).length,
    turn: { seat: 0, rollsUsed: state.turn.rollsUsed, dice: state.turn.dice, kept: [] },
    over: false,
    eventCount: state.eventCount,
    keepChanges: 0,
    facesRolled: state.facesRolled,
    undos: 0,
    undoPoints: null,
    typedRoll: null,
    wonAtOnce: null,
  };
}

/** A line from the game's position after event `index` (see positionState), no move made yet. */
export function startLine(states: readonly GameState[], index: number): PlayLine {
  const state = positionState(states, index);
  return {
    seat: state.turn.seat,
    from: index,
    dice: state.grid ? 'grid' : 'fresh',
    states: [seatAlone(state)],
    moves: [],
  };
}

/** The line's state now. */
export function lineState(line: PlayLine): GameState {
  const state = line.states.at(-1);
  if (state === undefined) throw new Error('a line starts with its position');
  return state;
}

/** The line back at its position (a new line: fresh dice are drawn again). */
export function restartLine(line: PlayLine): PlayLine {
  return { ...line, states: line.states.slice(0, 1), moves: [] };
}

/** Where the dice a roll of the line shows come from: the game's grid row, else `fresh`. */
function diceFor(
  line: PlayLine,
  state: GameState,
  fresh: RandomSource | undefined,
): RandomSource | undefined {
  const grid: DiceGrid | null = state.grid;
  return line.dice === 'grid' && grid ? gridRowFor(grid, state, line.seat) : fresh;
}

/**
 * The line one move on (an illegal move throws the engine's GameError, in words). `fresh` gives the dice
 * when the game had no grid (the engine's own when absent).
 */
export function playLine(line: PlayLine, action: LineAction, fresh?: RandomSource): PlayLine {
  const state = lineState(line);
  if (state.over) throw new Error('the line is played out: every box is filled');
  const { state: next, event } =
    action.type === 'roll'
      ? apply(state, { type: 'roll', keep: action.keep }, { random: diceFor(line, state, fresh) })
      : apply(state, { type: 'score', box: action.box });
  if (event.type !== 'rolled' && event.type !== 'scored') throw new Error(`a line move made '${event.type}'`);
  const dice = state.turn.dice ?? [];
  const choice =
    event.type === 'scored' ? scoreChoice(event.box) : keepChoice(event.kept.map((p) => dice[p] ?? 0));
  return { ...line, states: [...line.states, next], moves: [...line.moves, { choice, event }] };
}

/** The move that carries out a choice in the line's state: a keep held at the fewest positions moved. */
export function actionOf(state: GameState, choice: Choice): LineAction {
  if (choice.type === 'score') return { type: 'score', box: choice.box };
  const dice = state.turn.dice;
  if (dice === null) throw new Error('no dice to keep before the first roll');
  return { type: 'roll', keep: keepPositions(dice, state.turn.kept, choice.keep) };
}

/** The most moves a line can make: a turn per box, each up to three rolls and a score (bounds the loops). */
export function maxLineMoves(line: PlayLine): number {
  return lineState(line).rules.boxes.length * (ROLLS_PER_TURN + 1);
}

/** A line's position as the analyzer asks for it (rules, the sheet, dice sorted, rolls left), or null at the end. */
export interface LinePosition {
  readonly variant: Variant;
  readonly options: RuleOptions;
  readonly custom?: CustomRules;
  readonly sheet: Sheet;
  readonly extraYachts: number;
  readonly dice: number[];
  readonly rollsLeft: 0 | 1 | 2;
}

export function linePosition(state: GameState): LinePosition | null {
  const dice = state.turn.dice;
  if (state.over || dice === null) return null;
  const left = ROLLS_PER_TURN - state.turn.rollsUsed;
  if (left !== 0 && left !== 1 && left !== 2) return null;
  const seat = state.turn.seat;
  const { variant, options, custom } = state.rules;
  return {
    variant,
    options: { ...options },
    ...(custom ? { custom } : {}),
    sheet: { ...(state.sheets[seat] ?? {}) },
    extraYachts: state.extraYachts[seat] ?? 0,
    dice: [...dice].sort((a, b) => a - b),
    rollsLeft: left,
  };
}

/**
 * The game as it stood when the line's seat had filled as many boxes as the line has now: the state after the
 * seat's live score that filled its `boxes`-th box (the line's position itself while the line has scored
 * nothing), or null when the game never got that far. What the line's sheet is set beside.
 */
export function gameBeside(
  states: readonly GameState[],
  events: readonly GameEvent[],
  line: PlayLine,
  boxes: number,
): GameState | null {
  const start = states[line.from];
  if (start === undefined) return null;
  if (boxes <= Object.keys(start.sheets[line.seat] ?? {}).length) return start;
  for (const index of liveEvents(events)) {
    const event = events[index];
    if (index <= line.from || event?.type !== 'scored' || event.seat !== line.seat) continue;
    const state = states[index];
    if (state && Object.keys(state.sheets[line.seat] ?? {}).length === boxes) return state;
  }
  return null;
}

/** 1-based place of a total among the others' (a tie shares the better place). */
export function placeAmong(total: number, others: readonly number[]): number {
  return 1 + others.filter((t) => t > total).length;
}
