// What the bots of the games in progress play: the bot on turn (a bot seat, or a human seat a bot stands in
// for), made once per level and rules and kept while a game plays by those rules, and the solution (or
// Hard's valuation) it waits for rather than play badly. When a bot moves and applying its move is the
// sessions' (game-sessions.ts) and the driver's (bot-driver.ts). Perfect (to win) at a table asks the win
// engine on the analysis worker (win-moves.ts): its move comes later, worked out apart from the game's chain.
// At a real table a bot's roll is a keep it announces, and it waits for its dice (real-table-bots.ts).

import { ApiRequestError } from '../../shared/api/errors';
import {
  createBot,
  decisionAction,
  needsSolution,
  needsValuation,
  type Bot,
  type WinPlay,
} from '../../shared/bots';
import type { BotLevel, GameAction, GameState } from '../../shared/game';
import { rulesFingerprint, type RuleSet } from '../../shared/rules';
import { tableMove, waitsForDice } from './real-table-bots';
import type { Solutions } from './solutions';
import { asksWinEngine, InProcessWinAnalyst, winMove, type WinAnalyst } from './win-moves';

/** Where Perfect (to win) asks the win engine (the app: the solver host), and with what work budget. */
export interface WinBots {
  /** Default: in process (tests and tools without workers; it blocks the calling thread). */
  readonly analyst?: WinAnalyst | undefined;
  /** The engine's budget and horizon (default: the engine's). */
  readonly play?: WinPlay | undefined;
}

/**
 * The level of the bot to play on turn, or null when a person plays it (or the game is over), or when, at a real
 * table, the bot waits for its dice (waitsForDice).
 */
export function botOnTurn(state: GameState, standIns: ReadonlyMap<number, BotLevel>): BotLevel | null {
  if (state.over) return null;
  const seat = state.seats[state.turn.seat];
  const level = seat?.kind === 'bot' ? seat.level : (standIns.get(state.turn.seat) ?? null);
  if (level === null || waitsForDice(state, seat?.kind !== 'bot')) return null;
  return level;
}

export class BotChoice {
  /** By level and rules fingerprint. */
  private readonly bots = new Map<string, Bot>();

  private readonly winAnalyst: WinAnalyst;

  constructor(
    private readonly solutions: Solutions,
    private readonly win: WinBots = {},
  ) {
    this.winAnalyst = win.analyst ?? new InProcessWinAnalyst();
  }

  /**
   * Whether this bot's move is worked out apart (decideApart): Perfect (to win) asking the win engine, which
   * takes up to a second. Every other move is decided at once (decide).
   */
  worksApart(level: BotLevel, state: GameState): boolean {
    return level === 'perfect-win' && asksWinEngine(state, this.win.play?.turns);
  }

  /** The action of a bot of this level on turn, or null while the solution it needs is not made. */
  decide(level: BotLevel, state: GameState): GameAction | null {
    if (this.worksApart(level, state))
      throw new Error('Perfect (to win) asks the engine apart (decideApart)');
    const bot = this.botFor(level, state.rules);
    return bot === null ? null : tableMove(decisionAction(bot.decide(state), state.turn.seat), state);
  }

  /** The action of a bot that works apart, from the analysis worker; null while the solution is not made. */
  async decideApart(level: BotLevel, state: GameState): Promise<GameAction | null> {
    if (!this.worksApart(level, state)) throw new Error(`the ${level} bot decides at once (decide)`);
    const table = this.solutions.ready(state.rules);
    if (!table) return null;
    const decision = await winMove(table, state, this.winAnalyst, this.win.play);
    return tableMove(decisionAction(decision, state.turn.seat), state);
  }

  /** Waits for the solution (or Hard's valuation of custom rules) if a bot of this level needs it. */
  async ready(level: BotLevel, rules: RuleSet): Promise<void> {
    const solution = needsSolution(level) && !this.solutions.ready(rules);
    const valuation = needsValuation(level, rules) && !this.solutions.readyValuation(rules);
    if (!solution && !valuation) return;
    try {
      await (solution ? this.solutions.solved(rules) : this.solutions.valuation(rules));
    } catch (error) {
      throw new ApiRequestError(
        'conflict',
        `the ${level} bot needs the solved table of these rules, which could not be made: ${(error as Error).message}`,
      );
    }
  }

  /** The bots made for these rules go (no game in progress plays by them any more; a bot may hold a solution). */
  forget(rules: RuleSet): void {
    const fingerprint = rulesFingerprint(rules);
    for (const key of [...this.bots.keys()]) if (key.endsWith(` ${fingerprint}`)) this.bots.delete(key);
  }

  /** The bot of a level for these rules, or null while the solution it needs is not made. */
  private botFor(level: BotLevel, rules: RuleSet): Bot | null {
    const key = `${level} ${rulesFingerprint(rules)}`;
    const known = this.bots.get(key);
    if (known) return known;
    let bot: Bot;
    if (needsSolution(level)) {
      const table = this.solutions.ready(rules);
      if (!table) return null;
      bot = createBot(level, rules, { table, ...(this.win.play ? { win: this.win.play } : {}) });
    } else if (needsValuation(level, rules)) {
      const valuation = this.solutions.readyValuation(rules);
      if (!valuation) return null;
      bot = createBot(level, rules, { valuation });
    } else {
      bot = createBot(level, rules);
    }
    this.bots.set(key, bot);
    return bot;
  }
}
