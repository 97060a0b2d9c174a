// Playing a range of a run's games with bots, the same way in a worker thread or in-process. A game's dice and
// a bot's tie-breaks come from seeds derived from the run's seed and the game's index only, so the results do
// not depend on how the games are split between workers.

import {
  createBot,
  gameSeed,
  playBotGame,
  sharedLuckDice,
  tieBreakRandom,
  type Bot,
  type BoxValuation,
} from '../../shared/bots';
import {
  matchGameSetup,
  seededRandom,
  seatTotals,
  type BotLevel,
  type GameState,
  type Seat,
} from '../../shared/game';
import { rulesOf, yachtBox, type RuleSet, type RulesChoice } from '../../shared/rules';
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

export class GamePlayer {
  private readonly rules: RuleSet;
  private readonly bots: Bot[];
  private readonly seats: Seat[];

  constructor(
    private readonly spec: RunSpec,
    resources: RunResources,
  ) {
    this.rules = rulesOfSpec(spec);
    this.bots = spec.seats.map((level) => createBot(level, this.rules, resources));
    this.seats = seatsOf(spec);
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
      dice: sharedLuckDice(seed),
      tieBreaks,
    });
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
      const state = this.play(from + g);
      for (let seat = 0; seat < n; seat++) {
        const totals = seatTotals(state, seat);
        const k = g * n + seat;
        out.totals[k] = totals.total;
        out.bonus[k] = totals.bonus > 0 ? 1 : 0;
        out.yacht[k] = yacht !== undefined && (state.sheets[seat]?.[yacht.id] ?? 0) > 0 ? 1 : 0;
      }
    }
    return out;
  }
}
