// `yacht simulate` and `yacht match` through the built command line (npm run build:node): JSON shapes, the
// same numbers for the same seed whatever the number of workers, and usage errors.

import { describe, expect, it } from 'vitest';
import { cliWithHome } from '../../support/cli-home';

/** `node bin/yacht.js ...` with a temporary HOME and XDG_DATA_HOME (never the real data directory). */
const cli = cliWithHome('yacht-bots-home-');
const { yacht } = cli;

async function json(...args: string[]): Promise<Record<string, unknown>> {
  const out = await yacht(...args, '--json');
  expect(out.stderr).toBe('');
  expect(out.code).toBe(0);
  return JSON.parse(out.stdout) as Record<string, unknown>;
}

/** The output without its speed, which is all that may differ between runs. */
function withoutSpeed(out: Record<string, unknown>): Record<string, unknown> {
  const { gamesPerSecond, ...rest } = out;
  expect(typeof gamesPerSecond).toBe('number');
  return rest;
}

describe('yacht simulate', () => {
  it('prints the documented JSON and the same numbers for the same seed, with 1 or 2 workers', async () => {
    const args = ['simulate', '--variant', 'standard', '--bot', 'hard', '--games', '120', '--seed', 's1'];
    const one = await json(...args, '--workers', '1');
    expect(Object.keys(one)).toEqual([
      'bot',
      'games',
      'mean',
      'sd',
      'ci95',
      'median',
      'bonusRate',
      'yachtRate',
      'gamesPerSecond',
    ]);
    expect(one).toMatchObject({ bot: 'hard', games: 120 });
    const [lo, hi] = one['ci95'] as number[];
    expect(lo).toBeLessThan(one['mean'] as number);
    expect(hi).toBeGreaterThan(one['mean'] as number);
    expect(one['bonusRate']).toBeGreaterThanOrEqual(0);
    expect(one['yachtRate']).toBeLessThanOrEqual(1);
    const two = await json(...args, '--workers', '2');
    expect(withoutSpeed(two)).toEqual(withoutSpeed(one));
    const other = await json(...args.slice(0, -1), 's2', '--workers', '2');
    expect(other['mean']).not.toEqual(one['mean']);
  });

  it('Perfect loads its table through the solver cache under --data-dir, and plays the same again', async () => {
    const data = cli.data;
    const args = ['simulate', '--variant', 'classic', '--bot', 'perfect', '--games', '60', '--seed', '7'];
    // Two workers keep Perfect's choices together (shared memory); one keeps them alone: the same games.
    const out = await json(...args, '--data-dir', data, '--workers', '2');
    expect(out).toMatchObject({ bot: 'perfect', games: 60, bonusRate: null });
    expect(withoutSpeed(await json(...args, '--data-dir', data, '--workers', '1'))).toEqual(
      withoutSpeed(out),
    );
  });

  it('rejects bad arguments with exit code 2', async () => {
    for (const args of [
      ['simulate', '--games', '10'],
      ['simulate', '--bot', 'expert'],
      ['simulate', '--bot', 'easy', '--games', '0'],
      ['simulate', '--bot', 'easy', '--workers', 'many'],
    ]) {
      const out = await yacht(...args);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr).toMatch(/^yacht: /);
    }
  });
});

describe('yacht match', () => {
  it('prints each seat’s win rate, draw rate and mean, the same for the same seed', async () => {
    const args = [
      'match',
      '--variant',
      'yatzy',
      '--seats',
      'hard,medium,easy',
      '--games',
      '90',
      '--seed',
      'm',
    ];
    const out = await json(...args, '--workers', '2');
    expect(Object.keys(out)).toEqual(['games', 'seats', 'gamesPerSecond']);
    const seats = out['seats'] as {
      seat: number;
      bot: string;
      winRate: number;
      drawRate: number;
      mean: number;
    }[];
    expect(seats.map((s) => s.bot)).toEqual(['hard', 'medium', 'easy']);
    for (const s of seats)
      expect(Object.keys(s)).toEqual([
        'seat',
        'bot',
        'winRate',
        'drawRate',
        'winShare',
        'winShareCi95',
        'winShareNormalCi95',
        'mean',
        'ci95',
      ]);
    // Every game has a sole winner or a first place shared by two seats or more: with D the share of drawn
    // games, wins + D = 1 and max(drawRate) <= D <= sum(drawRate) / 2 (rates are rounded to 6 decimals).
    const wins = seats.reduce((sum, s) => sum + s.winRate, 0);
    const draws = seats.map((s) => s.drawRate);
    expect(wins + Math.max(...draws)).toBeLessThanOrEqual(1 + 1e-5);
    expect(wins + draws.reduce((a, b) => a + b, 0) / 2).toBeGreaterThanOrEqual(1 - 1e-5);
    expect(seats[0]!.winRate).toBeGreaterThan(seats[2]!.winRate);
    expect(withoutSpeed(await json(...args, '--workers', '1'))).toEqual(withoutSpeed(out));
  });

  it('a bot against itself meets the same dice: every game is a draw', async () => {
    const data = cli.data;
    const out = await json(
      'match',
      '--variant',
      'classic',
      '--seats',
      'perfect,perfect',
      '--games',
      '20',
      '--seed',
      '1',
      '--data-dir',
      data,
    );
    const seats = out['seats'] as { winRate: number; drawRate: number }[];
    for (const s of seats) expect(s.drawRate).toBeGreaterThan(0.8);
  });

  it('rejects a table of one', async () => {
    const out = await yacht('match', '--seats', 'hard');
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/--seats/);
  });

  it('plays a perfect-win seat to win in its last turns: shares sum to 1, each inside its intervals', async () => {
    const data = cli.data;
    const base = ['match', '--variant', 'classic', '--seats', 'perfect-win,perfect', '--data-dir', data];
    const out = await json(...base, '--games', '2', '--win-turns', '2', '--seed', 'w', '--workers', '1');
    const seats = out['seats'] as {
      bot: string;
      winRate: number;
      drawRate: number;
      winShare: number;
      winShareCi95: [number, number];
      winShareNormalCi95: [number, number];
      mean: number;
    }[];
    expect(seats.map((s) => s.bot)).toEqual(['perfect-win', 'perfect']);
    expect(seats[0]!.winShare + seats[1]!.winShare).toBeCloseTo(1, 5);
    for (const s of seats) {
      // A seat's share: its sole wins and half of each game it drew (two seats).
      expect(s.winShare).toBeCloseTo(s.winRate + s.drawRate / 2, 5);
      for (const [lo, hi] of [s.winShareCi95, s.winShareNormalCi95]) {
        expect(lo).toBeLessThanOrEqual(s.winShare);
        expect(hi).toBeGreaterThanOrEqual(s.winShare);
      }
      // Classic's totals: none below 0, none above 375 (every box at its most).
      expect(s.mean).toBeGreaterThan(0);
      expect(s.mean).toBeLessThan(375);
    }
  });

  it('refuses bad --win-turns, --win-budget and --luck with the flag named', async () => {
    for (const [args, flag] of [
      [['--seats', 'perfect-win,perfect', '--win-turns', '0'], /--win-turns/],
      [['--seats', 'perfect-win,perfect', '--win-turns', '14'], /--win-turns .* 1 to 13/],
      [['--seats', 'perfect-win,perfect', '--win-turns', 'two'], /--win-turns/],
      [['--seats', 'perfect-win,perfect', '--win-budget', '12'], /--win-budget/],
      [['--seats', 'perfect,hard', '--win-turns', '3'], /no seat is perfect-win/],
      [['--seats', 'perfect,hard', '--luck', 'mine'], /--luck/],
    ] as const) {
      const out = await yacht('match', '--variant', 'standard', ...args);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr).toMatch(/^yacht: /);
      expect(out.stderr).toMatch(flag);
    }
  });
});
