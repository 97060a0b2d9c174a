// The same seeds give the same games: bots decide as a pure function of the state and their tie-break source,
// and a run's games do not depend on how they are split (so the workers of `yacht simulate` cannot change it).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gameSeed,
  playBotGame,
  sharedLuckDice,
  tieBreakRandom,
  type BotDecision,
} from '../../../src/shared/bots';
import { BOT_LEVELS, seededRandom, type GameState } from '../../../src/shared/game';
import { GamePlayer, type RunSpec } from '../../../src/main/sim/games';
import { RULE_CONFIGS, botFor, randomState, rulesOf, stateArb, tableOf } from './helpers';

function record(level: (typeof BOT_LEVELS)[number], seed: string, config = RULE_CONFIGS[0]!): BotDecision[] {
  const rules = rulesOf(config);
  const decisions: BotDecision[] = [];
  playBotGame({
    setup: {
      variant: config.variant,
      options: config.options,
      seats: [{ kind: 'bot', name: level, level }],
      seed,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    bots: [botFor(level, rules)],
    dice: seededRandom(seed),
    tieBreaks: [tieBreakRandom(seed, 0)],
    onDecision: (_, decision) => decisions.push(decision),
  });
  return decisions;
}

describe('reproducible by seed', () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: the same seed plays the same game, another seed another`, () => {
      // Perfect needs a solved table per rule set: two rule sets are enough for it here.
      const configs = level === 'perfect' ? [RULE_CONFIGS[0]!, RULE_CONFIGS[3]!] : RULE_CONFIGS;
      for (const config of configs) {
        const seed = gameSeed('repro', RULE_CONFIGS.indexOf(config));
        expect(record(level, seed, config)).toEqual(record(level, seed, config));
      }
      expect(record(level, 'a')).not.toEqual(record(level, 'b'));
    });
  }

  it('a decision depends only on the state and the tie-break source, not on earlier calls', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...BOT_LEVELS), (params, level) => {
        // Perfect on the two rule sets solved for it in this file.
        const p =
          level === 'perfect' ? { ...params, config: RULE_CONFIGS[params.pick % 2 ? 0 : 3]! } : params;
        const state: GameState = randomState(p);
        const bot = botFor(level, state.rules);
        const first = bot.decide(state, seededRandom(p.tieSeed));
        // A used bot (other turns planned meanwhile) and a fresh one decide the same.
        bot.decide(randomState({ ...p, pick: p.pick + 1 }), seededRandom(1));
        expect(bot.decide(state, seededRandom(p.tieSeed))).toEqual(first);
        expect(botFor(level, state.rules).decide(state, seededRandom(p.tieSeed))).toEqual(first);
      }),
      { numRuns: 40 },
    );
  });

  it('a run’s games do not depend on how they are split between workers', () => {
    for (const kind of ['solo', 'match'] as const) {
      const config = RULE_CONFIGS[0]!;
      const spec: RunSpec = {
        kind,
        variant: config.variant,
        options: rulesOf(config).options,
        seats: kind === 'solo' ? ['hard'] : ['perfect', 'medium', 'easy'],
        seed: 'split',
      };
      const resources = { table: tableOf(rulesOf(config)) };
      const whole = new GamePlayer(spec, resources).playRange(0, 12);
      const player = new GamePlayer(spec, resources);
      const parts = [player.playRange(7, 12), player.playRange(0, 3), player.playRange(3, 7)];
      const joined = [...parts[1]!.totals, ...parts[2]!.totals, ...parts[0]!.totals];
      expect(joined).toEqual([...whole.totals]);
    }
  });

  it('shared luck: seats keeping the same dice roll the same faces', () => {
    const config = RULE_CONFIGS[0]!;
    const rules = rulesOf(config);
    const seats = (['perfect', 'perfect'] as const).map((level, i) => ({
      kind: 'bot' as const,
      name: `P${i}`,
      level,
    }));
    const final = playBotGame({
      setup: {
        variant: config.variant,
        options: config.options,
        seats,
        createdAt: '2025-01-01T00:00:00.000Z',
      },
      bots: [botFor('perfect', rules), botFor('perfect', rules)],
      dice: sharedLuckDice('luck'),
    });
    // Without tie-breaks the two Perfect seats decide alike, so they meet the very same dice all game.
    expect(final.sheets[1]).toEqual(final.sheets[0]);
    expect(final.extraYachts[1]).toBe(final.extraYachts[0]);
  });
});
