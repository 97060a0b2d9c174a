// `simulate` and `match` as library calls: play a run's games over the pool and summarise them.

import type { WinPlay } from '../../shared/bots';
import type { BotLevel } from '../../shared/game';
import { choiceOf, type RuleSet } from '../../shared/rules';
import type { GameResults, RunResources, RunSpec } from './games';
import { runGames } from './pool';
import { rate, shareInterval, summarize, wilsonInterval } from './stats';

export interface RunRequest {
  readonly rules: RuleSet;
  readonly games: number;
  readonly seed: string;
  readonly workers: number;
  readonly resources: RunResources;
  readonly onProgress?: ((fraction: number) => void) | undefined;
  readonly workerPath?: string | undefined;
  /** Match dice: shared by the seats (default) or each seat's own (games.ts RunSpec.luck). */
  readonly luck?: 'shared' | 'own' | undefined;
  /** How Perfect (to win) seats play (match only; alone it plays Perfect). */
  readonly win?: WinPlay | undefined;
}

export interface SimulateResult {
  readonly bot: BotLevel;
  readonly games: number;
  readonly mean: number;
  readonly sd: number;
  readonly ci95: readonly [number, number];
  readonly median: number;
  /** Share of games that earned the upper bonus (null when the rules have none). */
  readonly bonusRate: number | null;
  /** Share of games with a yacht scored in the yacht box (50 there). */
  readonly yachtRate: number;
  /** Games played per second of wall time, worker start-up included. */
  readonly gamesPerSecond: number;
}

async function play(spec: RunSpec, request: RunRequest): Promise<{ results: GameResults; seconds: number }> {
  const start = performance.now();
  const results = await runGames(spec, request.resources, request.games, {
    workers: request.workers,
    onProgress: request.onProgress,
    workerPath: request.workerPath,
  });
  return { results, seconds: (performance.now() - start) / 1000 };
}

/** Plays `games` games of one bot alone. */
export async function simulate(bot: BotLevel, request: RunRequest): Promise<SimulateResult> {
  const { rules } = request;
  const spec: RunSpec = {
    kind: 'solo',
    ...choiceOf(rules),
    seats: [bot],
    seed: request.seed,
  };
  const { results, seconds } = await play(spec, request);
  const summary = summarize(results.totals);
  return {
    bot,
    games: request.games,
    ...summary,
    bonusRate: rules.bonus ? rate(results.bonus) : null,
    yachtRate: rate(results.yacht),
    gamesPerSecond: request.games / Math.max(seconds, 1e-9),
  };
}

export interface SeatResult {
  readonly seat: number;
  readonly bot: BotLevel;
  /** Share of games the seat won alone. */
  readonly winRate: number;
  /** Share of games the seat shared first place. */
  readonly drawRate: number;
  /** Wins with a first place shared by k seats counted as 1/k of a win each, over the games. */
  readonly winShare: number;
  /** Wilson score 95% interval of winShare (as if each game were won or lost: wide when many games draw). */
  readonly winShareCi95: readonly [number, number];
  /**
   * Normal 95% interval of winShare from the games' own shares (mean ± 1.96 sd/√games): narrower than Wilson's
   * when draws are common (shared luck: seats that play alike draw), rough for few games or a rate near 0 or 1.
   */
  readonly winShareNormalCi95: readonly [number, number];
  readonly mean: number;
  readonly ci95: readonly [number, number];
}

export interface MatchResult {
  readonly games: number;
  readonly seats: readonly SeatResult[];
  readonly gamesPerSecond: number;
}

/** Plays `games` games with these seats at one table (shared luck: see games.ts). */
export async function match(seats: readonly BotLevel[], request: RunRequest): Promise<MatchResult> {
  const { rules, games } = request;
  const spec: RunSpec = {
    kind: 'match',
    ...choiceOf(rules),
    seats,
    seed: request.seed,
    ...(request.win ? { win: request.win } : {}),
    ...(request.luck ? { luck: request.luck } : {}),
  };
  const { results, seconds } = await play(spec, request);
  const n = seats.length;
  const wins = new Array<number>(n).fill(0);
  const draws = new Array<number>(n).fill(0);
  const shares = new Array<number>(n).fill(0);
  const squares = new Array<number>(n).fill(0);
  for (let g = 0; g < games; g++) {
    const totals = results.totals.subarray(g * n, g * n + n);
    const best = Math.max(...totals);
    const leaders = totals.filter((t) => t === best).length;
    totals.forEach((t, seat) => {
      if (t !== best) return;
      shares[seat]! += 1 / leaders;
      squares[seat]! += 1 / leaders ** 2;
      if (leaders === 1) wins[seat]!++;
      else draws[seat]!++;
    });
  }
  return {
    games,
    seats: seats.map((bot, seat) => {
      const mine = Int32Array.from({ length: games }, (_, g) => results.totals[g * n + seat]!);
      const { mean, ci95 } = summarize(mine);
      return {
        seat,
        bot,
        winRate: wins[seat]! / games,
        drawRate: draws[seat]! / games,
        winShare: shares[seat]! / games,
        winShareCi95: wilsonInterval(shares[seat]!, games),
        winShareNormalCi95: shareInterval(shares[seat]!, squares[seat]!, games),
        mean,
        ci95,
      };
    }),
    gamesPerSecond: games / Math.max(seconds, 1e-9),
  };
}
