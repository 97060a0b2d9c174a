// `yacht match`: bots play games together at one table, each seat in turn, and each seat's win rate, draw
// rate (a first place shared) and mean are reported. Every seat meets the same dice: a seat's t-th turn,
// roll r comes from one stream seeded by the game's seed, t and r, so seats that keep the same dice roll the
// same faces and the luck is shared.

import { Option, type Command } from 'commander';
import * as z from 'zod';
import { MAX_SEATS, type BotLevel } from '../../shared/game';
import { match, type MatchResult } from '../sim/simulate';
import {
  RawOptionsSchema,
  UsageError,
  addJsonOption,
  addRulesOptions,
  describeRules,
  readOptions,
  rulesFromOptions,
} from './args';
import { formatTable, printJson, printLines } from './output';
import { progressBar, round } from './solver-options';
import {
  SimOptionsSchema,
  addSimOptions,
  gamesFromOption,
  levelFromOption,
  seedFromOption,
  simWorkers,
  resourcesForLevels,
  winPlayFromOptions,
} from './sim-options';

const DEFAULT_GAMES = 1000;

const MatchOptionsSchema = RawOptionsSchema.extend(SimOptionsSchema.shape).extend({
  seats: z.string().optional(),
  winTurns: z.string().optional(),
  winBudget: z.string().optional(),
  luck: z.string().optional(),
});

function luckFromOption(raw: string | undefined): 'shared' | 'own' {
  const luck = (raw ?? 'shared').trim().toLowerCase();
  if (luck !== 'shared' && luck !== 'own') {
    throw new UsageError(`--luck must be shared or own, got ${JSON.stringify(raw)}`);
  }
  return luck;
}

function seatsFromOption(raw: string | undefined): BotLevel[] {
  if (raw === undefined) {
    throw new UsageError(
      `--seats is required: 2 to ${MAX_SEATS} bot levels separated by commas, e.g. perfect,hard`,
    );
  }
  const seats = raw.split(',').map((s) => levelFromOption('--seats', s));
  if (seats.length < 2 || seats.length > MAX_SEATS) {
    throw new UsageError(`--seats needs 2 to ${MAX_SEATS} bots separated by commas, got ${seats.length}`);
  }
  return seats;
}

export function matchOutput(result: MatchResult): Record<string, unknown> {
  return {
    games: result.games,
    seats: result.seats.map((s) => ({
      seat: s.seat,
      bot: s.bot,
      winRate: round(s.winRate, 6),
      drawRate: round(s.drawRate, 6),
      winShare: round(s.winShare, 6),
      winShareCi95: s.winShareCi95.map((x) => round(x, 6)),
      winShareNormalCi95: s.winShareNormalCi95.map((x) => round(x, 6)),
      mean: round(s.mean, 4),
      ci95: s.ci95.map((x) => round(x, 4)),
    })),
    gamesPerSecond: round(result.gamesPerSecond, 1),
  };
}

export function registerMatch(program: Command): Command {
  const cmd = program
    .command('match')
    .description('bots play games together: win and draw rates of each seat');
  addRulesOptions(cmd);
  cmd.addOption(
    new Option('--seats <levels>', `2 to ${MAX_SEATS} bots in seat order, e.g. perfect,hard (required)`),
  );
  cmd.addOption(
    new Option(
      '--luck <shared|own>',
      "the dice: shared (every seat's t-th turn from one stream) or own (each seat its own stream) (default: shared)",
    ),
  );
  cmd.addOption(
    new Option(
      '--win-turns <K>',
      'perfect-win seats play to win only once K or fewer of their boxes are open (their last K turns), Perfect before (default: 6, from where the rest of the game is solved exactly; 13 for every turn)',
    ),
  );
  cmd.addOption(
    new Option(
      '--win-budget <steps>',
      'work one perfect-win analysis may take, in kernel steps; turns past it are approximated (default: 1.5e9)',
    ),
  );
  addSimOptions(cmd, DEFAULT_GAMES);
  addJsonOption(cmd);
  cmd.addHelpText(
    'after',
    `
The seats play each game in turn, the first seat going round the table from game to game. The luck is
shared: every seat's t-th turn draws its dice from the same stream (seeded by --seed, the game, t and the
roll), so all seats see the same first roll each turn and seats that keep the same dice roll the same faces
(two seats that play alike then always draw). With --luck own each seat rolls from its own stream, as at a
real table.
In "wins" a first place shared counts as a draw for those seats, not a win. The win share counts a first
place shared by k seats as 1/k of a win for each (so the shares of a game sum to 1; the fair share is 1/seats),
with its 95% Wilson score interval (winShareCi95). Wilson's treats each game as won or lost, so it is wide
when many games draw (shared luck); winShareNormalCi95 is the normal 95% interval from the games' own shares.
ci95 is the normal 95% interval of the mean total. With --json the output is {"games":...,"seats":[{"seat":0,
"bot":...,"winRate":...,"drawRate":...,"winShare":...,"winShareCi95":[lo,hi],"winShareNormalCi95":[lo,hi],
"mean":...,"ci95":[lo,hi]},...],"gamesPerSecond":...}.

perfect-win (Perfect (to win)) plays the option with the best chance to finish highest, the others taken to
play Perfect from their sheets (docs/win.md), in its last 6 turns by default (Perfect before): from there the
rest of the game is solved exactly. --win-turns K sets how many; every turn (K = 13) is slow, a turn's first
decision taking up to about a second.

Examples:
  yacht match --variant standard --seats perfect,hard --games 10000 --seed 1 --json
  yacht match --seats perfect-win,perfect --win-turns 3 --games 200 --workers 2 --seed 1`,
  );
  cmd.action(async () => {
    const options = readOptions(cmd, MatchOptionsSchema);
    const rules = rulesFromOptions(options);
    const seats = seatsFromOption(options.seats);
    const luck = luckFromOption(options.luck);
    const win = winPlayFromOptions(options.winTurns, options.winBudget, rules.boxes.length, seats);
    const games = gamesFromOption(options.games, DEFAULT_GAMES);
    const seed = seedFromOption(options.seed);
    const workers = simWorkers(options.workers);
    const resources = await resourcesForLevels(rules, seats, options, !options.json);
    const bar = progressBar(`${seats.join(' v ')}: ${games} games`, !options.json);
    let result: MatchResult;
    try {
      result = await match(seats, {
        rules,
        games,
        seed,
        workers,
        resources,
        win,
        luck,
        onProgress: bar.update,
      });
    } finally {
      bar.done();
    }
    if (options.json) {
      printJson(matchOutput(result));
      return;
    }
    const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
    const playsToWin = win?.turns === undefined ? '' : `, perfect-win to win in its last ${win.turns} turns`;
    printLines([
      `${describeRules(rules)}: ${games} games, seed ${JSON.stringify(seed)}, ${luck} luck${playsToWin}`,
      ...formatTable(
        ['seat', 'bot', 'wins', 'draws', 'win share', '95% interval', 'mean'],
        result.seats.map((s) => [
          s.seat,
          s.bot,
          pct(s.winRate),
          pct(s.drawRate),
          pct(s.winShare),
          `${pct(s.winShareCi95[0])} to ${pct(s.winShareCi95[1])}`,
          s.mean.toFixed(2),
        ]),
        ['right', 'left', 'right', 'right', 'right', 'right', 'right'],
      ),
      `${Math.round(result.gamesPerSecond)} games per second with ${workers} worker${workers === 1 ? '' : 's'}`,
    ]);
  });
  return cmd;
}
