// Playing a range of a run's games with bots, the same way in a worker thread or in-process. A game's dice and
// a bot's tie-breaks come from seeds derived from the run's seed and the game's index only, so the results do
// not depend on how the games are split between workers.

import {
  createBot,
  gameSeed,
  playBotGame,
  playPerfectSolo,
  sharedLuckDice,
  tieBreakRandom,
  type Bot,
  type BoxValuation,
  type WinPlay,
} from '../../shared/bots';
import {
  matchGameSetup,
  seededRandom,
  type BotLevel,
  type GameState,
  type Seat,
  type SeededRandom,
} from '../../shared/game';
import {
  rulesOf,
  sheetTotals,
  yachtBox,
  type RuleSet,
  type RulesChoice,
  type Sheet,
} from '../../shared/rules';
import type { ValueTable } from '../../shared/solver';

/**
 * What a run plays. `solo`: one bot alone, each game's dice from one seeded stream (the game's seed is in its
 * log, so it replays like any seeded game). `match`: the seats play each game together in turn, the first seat
 * going round the table from game to game, with shared luck (sharedLuckDice).
 */
export interface RunSpec extends RulesChoice {
  readonly kind: 'solo' | 'match';
  readonly seats: readonly BotLevel[];
  readonly seed: string;
  /**
   * Play Perfect alone through the game engine (event log, every move checked) rather than on the table's
   * states (perfect-solo.ts): the same games, slower; the distribution check uses it to stay independent of
   * the solver's own moves.
   */
  readonly viaEngine?: boolean;
  /**
   * Match dice: 'shared' (default; sharedLuckDice) or 'own': each seat rolls from its own stream, as at a real
   * table, so seats that play alike no longer draw.
   */
  readonly luck?: 'shared' | 'own';
  /** How Perfect (to win) seats play: in how many of their last turns to play to win, and the engine's budget. */
  readonly win?: WinPlay;
}

export interface RunResources {
  readonly table?: ValueTable | undefined;
  readonly valuation?: BoxValuation | undefined;
}

/** Per game and seat (index game * seats + seat): the total, whether the bonus was earned, whether a yacht scored. */
export interface GameResults {
  readonly totals: Int32Array;
  readonly bonus: Uint8Array;
  readonly yacht: Uint8Array;
}

/** The rules part of a run's spec. */
function rulesChoiceOf(spec: RunSpec): RulesChoice {
  return { variant: spec.variant, options: spec.options, custom: spec.custom ?? null };
}

export function rulesOfSpec(spec: RunSpec): RuleSet {
  return rulesOf(spec);
}

const CREATED_AT = '1970-01-01T00:00:00.000Z';

function seatsOf(spec: RunSpec): Seat[] {
  return spec.seats.map((level, i) => ({ kind: 'bot', name: `${level} ${i + 1}`, level }));
}

/** Where a game ended: each seat's sheet and extra yachts. */
interface FinalSheets {
  readonly sheets: readonly Sheet[];
  readonly extraYachts: readonly number[];
}

/** Each seat's dice from its own stream seeded by the game's seed and the seat. */
function ownLuckDice(seed: string, seats: number): (state: GameState) => SeededRandom {
  const streams = Array.from({ length: seats }, (_, seat) => seededRandom(`${seed}/dice/${seat}`));
  return (state) => streams[state.turn.seat]!;
}

export class GamePlayer {
  private readonly rules: RuleSet;
  private readonly bots: Bot[];
  private readonly seats: Seat[];
  /** The table, when Perfect plays alone on its states (perfect-solo.ts). */
  private readonly soloTable: ValueTable | null;

  constructor(
    private readonly spec: RunSpec,
    resources: RunResources,
  ) {
    this.rules = rulesOfSpec(spec);
    const botResources = spec.win ? { ...resources, win: spec.win } : resources;
    this.bots = spec.seats.map((level) => createBot(level, this.rules, botResources));
    this.seats = seatsOf(spec);
    const alone = spec.kind === 'solo' && spec.seats.length === 1 && spec.seats[0] === 'perfect';
    this.soloTable = alone && !spec.viaEngine ? (resources.table ?? null) : null;
  }

  /** Plays game `index` of the run to the end. */
  play(index: number): GameState {
    const { spec, bots, seats } = this;
    const seed = gameSeed(spec.seed, index);
    const tieBreaks = seats.map((_, seat) => tieBreakRandom(seed, seat));
    if (spec.kind === 'solo') {
      return playBotGame({
        setup: { ...rulesChoiceOf(spec), seats, seed, createdAt: CREATED_AT },
        bots,
        dice: seededRandom(seed),
        tieBreaks,
      });
    }
    const match = { ...rulesChoiceOf(spec), seats };
    return playBotGame({
      setup: matchGameSetup(match, index, CREATED_AT, null),
      bots,
      dice: spec.luck === 'own' ? ownLuckDice(seed, seats.length) : sharedLuckDice(seed),
      tieBreaks,
    });
  }

  /** Game `index`'s final sheets: on the table's states for Perfect alone, else through the engine. */
  private finalSheets(index: number): FinalSheets {
    if (this.soloTable) {
      const seed = gameSeed(this.spec.seed, index);
      const game = playPerfectSolo(this.soloTable, seededRandom(seed), tieBreakRandom(seed, 0));
      return { sheets: [game.sheet], extraYachts: [game.extraYachts] };
    }
    return this.play(index);
  }

  /** Plays games from..to-1 and returns their results. */
  playRange(from: number, to: number): GameResults {
    const n = this.seats.length;
    const count = Math.max(0, to - from);
    const out = {
      totals: new Int32Array(count * n),
      bonus: new Uint8Array(count * n),
      yacht: new Uint8Array(count * n),
    };
    const yacht = yachtBox(this.rules);
    for (let g = 0; g < count; g++) {
      const { sheets, extraYachts } = this.finalSheets(from + g);
      for (let seat = 0; seat < n; seat++) {
        const sheet = sheets[seat] ?? {};
        const totals = sheetTotals(this.rules, sheet, extraYachts[seat] ?? 0);
        const k = g * n + seat;
        out.totals[k] = totals.total;
        out.bonus[k] = totals.bonus > 0 ? 1 : 0;
        out.yacht[k] = yacht !== undefined && (sheet[yacht.id] ?? 0) > 0 ? 1 : 0;
      }
    }
    return out;
  }
}
