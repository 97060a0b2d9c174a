// Every seat's final total is exactly start + luck − loss (to 1e-6; and the points cut short where a seat won at
// once), and the course ends at the final totals, on a thousand games per rule set played by bots of every
// level. The games are dealt to shards (one test file each, course-totals-N.test.ts) so that vitest's workers
// share them: same games, same checks.

import { describe, expect, it } from 'vitest';
import { seatTotals, type BotLevel } from '../../../src/shared/game';
import { gameCourse } from '../../../src/shared/replay';
import { RULE_CONFIGS, rulesOf, tableOf } from '../bots/helpers';
import { botGame } from './helpers';

/** Games per rule set, over all shards. */
const GAMES = Number(process.env['YACHT_COURSE_GAMES'] ?? 1000);
const LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard', 'perfect'];
/** The number of course-totals-N.test.ts files. */
export const COURSE_SHARDS = 3;

/** The checks on games shard, shard + COURSE_SHARDS, ... of every rule set (shard counts from 0). */
export function describeCourseTotals(shard: number): void {
  describe.each(RULE_CONFIGS)(`the course of $variant $options games (shard ${shard + 1})`, (config) => {
    // Every rule set, standard's free-joker and no-second-yacht ones included, gets its share of GAMES games.
    const games = Array.from({ length: GAMES }, (_, g) => g).filter((g) => g % COURSE_SHARDS === shard);
    it(`${games.length} bot games: every final total is start + luck − loss, to 1e-6`, () => {
      const table = tableOf(rulesOf(config));
      let worst = 0;
      let seats = 0;
      for (const g of games) {
        const levels = [LEVELS[g % 4]!, LEVELS[(g + 1 + (g >> 2)) % 4]!];
        const { events, state } = botGame(config, `course/${g}`, levels);
        const course = gameCourse(table, events);
        for (const split of course.seats) {
          const total = seatTotals(state, split.seat).total;
          worst = Math.max(worst, Math.abs(split.start + split.luck - split.loss + split.cutShort - total));
          // Only a game a seat won at once (a Generala servida) is cut short, and then never upward.
          if (state.wonAtOnce === null) expect(split.cutShort).toBe(0);
          else expect(split.cutShort).toBeLessThanOrEqual(0);
          expect(split.total).toBeCloseTo(total, 6);
          seats++;
        }
        // The course's last point is where the game ended: every seat at its final total.
        const last = course.points.at(-1)!;
        last.expected.forEach((e, seat) =>
          expect(Math.abs(e - seatTotals(state, seat).total)).toBeLessThan(1e-6),
        );
      }
      expect(seats).toBe(games.length * 2);
      expect(worst).toBeLessThan(1e-6);
    }, 600_000);
  });
}
