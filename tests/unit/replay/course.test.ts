// A game's course: the losses are the coach's grades; the course moves only on a seat's own events; and a
// practice game counts its live line, with the decisions taken back graded apart. (Every seat's final total
// as start + luck − loss over a thousand bot games of every rule set: course-totals.ts, in shards.)

import { describe, expect, it } from 'vitest';
import { decisionsOf, gradeDecisions } from '../../../src/shared/coach';
import { play, scriptedRandom, startGame } from '../../../src/shared/game';
import { gameCourse } from '../../../src/shared/replay';
import { expectedScore } from '../../../src/shared/solver';
import { RULE_CONFIGS, rulesOf, tableOf } from '../bots/helpers';
import { botGame } from './helpers';

describe('the parts of the split', () => {
  const config = RULE_CONFIGS[0]!;
  const table = tableOf(rulesOf(config));

  it('starts at the empty sheet’s value, loses what the coach grades, and moves only on the seat’s own events', () => {
    const { events } = botGame(config, 'parts', ['easy', 'medium']);
    const course = gameCourse(table, events);
    const grades = gradeDecisions(table, decisionsOf(events));
    expect(course.grades).toEqual(grades);
    for (const split of course.seats) {
      expect(split.start).toBe(expectedScore(table));
      const own = grades.filter((g) => g.seat === split.seat);
      expect(split.decisions).toBe(own.length);
      expect(Math.abs(split.loss - own.reduce((sum, g) => sum + g.loss, 0))).toBeLessThan(1e-9);
    }
    // Between two points, only the seat that moved changes its expected total.
    for (let i = 1; i < course.points.length; i++) {
      const before = course.points[i - 1]!;
      const now = course.points[i]!;
      now.expected.forEach((e, seat) => {
        if (seat !== now.seat) expect(e).toBe(before.expected[seat]);
      });
      // A decision never gains; its change is minus the grade's loss.
      if (now.kind === 'decision') expect(now.change).toBeLessThanOrEqual(0);
    }
    // One point per roll, one per decision, and the start.
    const rolls = events.filter((e) => e.type === 'rolled').length;
    expect(course.points).toHaveLength(1 + rolls + grades.length);
  });

  it('in a practice game: the live line counts, and the decisions taken back are graded apart', () => {
    let game = startGame({
      variant: 'standard',
      seats: [{ kind: 'human', name: 'Ann' }],
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    game = play(game, { type: 'roll' }, { random: scriptedRandom([6, 6, 6, 1, 2]) });
    game = play(game, { type: 'score', box: 'ones' }); // a poor choice: taken back
    game = play(game, { type: 'undo' });
    game = play(game, { type: 'score', box: 'sixes' });
    const course = gameCourse(table, game.events);
    expect(course.takenBack.map((g) => [g.index, g.chosen.words])).toEqual([[2, 'score Ones']]);
    expect(course.grades.map((g) => g.chosen.words)).toEqual(['score Sixes']);
    const split = course.seats[0]!;
    expect(split.start + split.luck - split.loss).toBeCloseTo(course.points.at(-1)!.expected[0]!, 9);
  });
});
