// Perfect (to win) plays the option with the best chance to finish first, the points deciding between level
// ones; alone it plays Perfect. Positions from real endgames: seat 0 behind or ahead of a finished other.

import { describe, expect, it } from 'vitest';
import { createBot, PerfectBot, PerfectWinBot, playBotGame, keepPositions } from '../../../src/shared/bots';
import { seededRandom, startGame, type GameState } from '../../../src/shared/game';
import { makeRules, sheetTotals, type Sheet } from '../../../src/shared/rules';
import { analyzeTurn } from '../../../src/shared/solver';
import { analyzeOutcome, winUtilityAgainst } from '../../../src/shared/solver/win';
import { solvedTable } from '../../support/solved-tables';

const rules = makeRules('standard');
const table = solvedTable(rules);
const ids = rules.boxes.map((b) => b.id);

/** A sheet with only `open` left open, each filled box holding what `points` says (0 by default). */
function sheetWith(open: readonly string[], points: Readonly<Record<string, number>> = {}): Sheet {
  const sheet: Record<string, number> = {};
  for (const id of ids) if (!open.includes(id)) sheet[id] = points[id] ?? (id === 'chance' ? 5 : 0);
  return sheet;
}

/** A two-seat game at seat 0's turn with these sheets, dice and rolls used. */
function stateAt(own: Sheet, other: Sheet, dice: number[], rollsUsed: number): GameState {
  const start = startGame({
    variant: 'standard',
    seats: [
      { kind: 'bot', name: 'win', level: 'perfect-win' },
      { kind: 'bot', name: 'points', level: 'perfect' },
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
  }).state;
  return {
    ...start,
    sheets: [own, other],
    extraYachts: [0, 0],
    turn: { ...start.turn, seat: 0, dice: dice as GameState['turn']['dice'], rollsUsed },
  };
}

const die = (random: () => number): number => 1 + Math.floor(random() * 6);

/** A finished sheet totalling exactly `total` (fixed lower boxes, then chance and three alike), or null. */
function finishedWith(total: number): Sheet | null {
  const fixed = { 'full-house': 25, 'small-straight': 30, 'large-straight': 40, yacht: 50 } as const;
  const names = Object.keys(fixed) as (keyof typeof fixed)[];
  for (let mask = 0; mask < 1 << names.length; mask++) {
    const points: Record<string, number> = {};
    let sum = 0;
    names.forEach((name, i) => {
      points[name] = mask & (1 << i) ? fixed[name] : 0;
      sum += points[name]!;
    });
    for (let chance = 5; chance <= 30; chance++) {
      const rest = total - sum - chance;
      if (rest === 0 || (rest >= 5 && rest <= 30))
        return sheetWith([], { ...points, chance, 'three-of-a-kind': rest });
    }
  }
  return null;
}

describe('Perfect (to win)', () => {
  it('takes the best win chance; where it differs from the points-best, the bot plays to win', () => {
    const bot = new PerfectWinBot(table);
    const random = seededRandom('perfect-win positions');
    const r = (): number => random.nextUint32() / 2 ** 32;
    let differ = 0;
    for (let n = 0; n < 40; n++) {
      // Two or three boxes open; a finished other a little ahead or behind.
      const open = [...ids].sort(() => r() - 0.5).slice(0, 2 + (n % 2));
      const own = sheetWith(open, { chance: 20, 'three-of-a-kind': 20, 'four-of-a-kind': 15 });
      const ownTotal = sheetTotals(rules, own).total;
      const other = finishedWith(ownTotal + 10 + (n % 5) * 8)!;
      const dice = [die(r), die(r), die(r), die(r), die(r)];
      const rollsUsed = 1 + (n % 3);
      const state = stateAt(own, other, dice, rollsUsed);
      const position = { sheet: own, dice, rollsLeft: (3 - rollsUsed) as 0 | 1 | 2 };
      const win = analyzeOutcome(
        table,
        position,
        winUtilityAgainst(table, [{ sheet: other, extraYachts: 0 }]).utility,
      );
      const points = analyzeTurn(table, position);
      const decision = bot.decide(state);
      const name = (o: { box?: string; keep?: readonly number[] }): string => o.box ?? o.keep!.join(',');
      const valueOf = new Map(win.options.map((o) => [name(o), o.value]));
      const best = win.options[0]!.value;
      // The decision's option: a box, or a keep (a keep of all five is standing, then the box is scored).
      const chosen =
        decision.type === 'score' && position.rollsLeft === 0
          ? decision.box
          : decision.type === 'roll'
            ? decision.keep
                .map((p) => dice[p]!)
                .sort((a, b) => a - b)
                .join(',')
            : [...dice].sort((a, b) => a - b).join(',');
      expect(valueOf.get(chosen)).toBeGreaterThanOrEqual(best - 1e-12);
      if (valueOf.get(name(points.options[0]!))! < best - 1e-9) differ++;
    }
    // Real endgames where playing for points loses chances: the two bots do part ways.
    expect(differ).toBeGreaterThan(0);
  });

  it('where every option is level (a won game), the points decide as Perfect plays them', () => {
    const own = sheetWith(['chance', 'yacht'], {
      ones: 3,
      twos: 6,
      threes: 9,
      fours: 12,
      fives: 15,
      sixes: 18,
    });
    const other = sheetWith([]);
    const bot = new PerfectWinBot(table);
    const perfect = new PerfectBot(table);
    for (const [dice, used] of [
      [[6, 6, 5, 2, 1], 1],
      [[3, 3, 3, 4, 4], 2],
      [[6, 5, 4, 3, 2], 3],
    ] as const) {
      const state = stateAt(own, other, [...dice], used);
      expect(bot.decide(state)).toEqual(perfect.decide(state));
    }
  });

  it('alone at the table it plays Perfect, decision for decision', () => {
    const setup = {
      variant: 'standard' as const,
      seats: [{ kind: 'bot' as const, name: 'alone', level: 'perfect-win' as const }],
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const made: string[] = [];
    const perfect = new PerfectBot(table);
    playBotGame({
      setup,
      bots: [createBot('perfect-win', rules, { table })],
      dice: seededRandom('alone'),
      onDecision: (state, decision) => {
        made.push(JSON.stringify(decision));
        expect(decision).toEqual(perfect.decide(state));
      },
    });
    expect(made.length).toBeGreaterThanOrEqual(13);
  });

  it('plays a whole two-seat game from the first turn (small budget, approximate early on), every move legal', () => {
    const final = playBotGame({
      setup: {
        variant: 'standard',
        seats: [
          { kind: 'bot', name: 'win', level: 'perfect-win' },
          { kind: 'bot', name: 'points', level: 'perfect' },
        ],
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      bots: [
        createBot('perfect-win', rules, { table, win: { budget: 5e7, turns: ids.length } }),
        new PerfectBot(table),
      ],
      dice: seededRandom('whole game'),
    });
    expect(final.over).toBe(true);
    expect(Object.keys(final.sheets[0]!)).toHaveLength(ids.length);
  }, 120_000);

  it('finds the positions of a keep among the dice, and refuses a keep the dice do not hold', () => {
    expect(keepPositions([6, 2, 6, 5, 6], [6, 6])).toEqual([0, 2]);
    expect(keepPositions([1, 2, 3, 4, 5], [])).toEqual([]);
    expect(() => keepPositions([1, 2, 3, 4, 5], [6])).toThrow(/do not hold the keep 6/);
  });
});
