// Every bot only ever makes legal moves, from any state of any rule set (checked by the engine itself).

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBot, decisionAction, playBotGame, type Bot } from '../../../src/shared/bots';
import {
  BOT_LEVELS,
  apply,
  canRoll,
  pad,
  rollsLeft,
  seededRandom,
  seatTotals,
  type GameState,
} from '../../../src/shared/game';
import { loadedRandom } from '../game/helpers';
import { RULE_CONFIGS, botFor, randomState, rulesOf, stateArb, tableOf } from './helpers';

beforeAll(() => {
  for (const config of RULE_CONFIGS) tableOf(rulesOf(config));
});

function checkDecision(bot: Bot, state: GameState, tieSeed: number): void {
  const decision = bot.decide(state, seededRandom(tieSeed));
  // The engine accepts it (apply throws a GameError for anything illegal).
  const after = apply(state, decisionAction(decision, state.turn.seat), { random: seededRandom(1) }).state;
  expect(after.eventCount).toBe(state.eventCount + 1);
  if (state.turn.dice === null) expect(decision).toEqual({ type: 'roll', keep: [] });
  if (decision.type === 'roll') {
    expect(canRoll(state) || state.turn.dice === null).toBe(true);
    expect(decision.keep.length).toBeLessThan(5);
  } else {
    const legal =
      pad(state)
        ?.entries.filter((e) => e.legal)
        .map((e) => e.box) ?? [];
    expect(legal).toContain(decision.box);
  }
  if (rollsLeft(state) === 0) expect(decision.type).toBe('score');
}

describe('bots make only legal moves', () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: from random states of every rule set`, () => {
      fc.assert(
        fc.property(stateArb, (p) => {
          const state = randomState(p);
          checkDecision(botFor(level, state.rules), state, p.tieSeed);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('every level at one table plays whole games to the end, fair and loaded dice, every rule set', () => {
    for (const config of RULE_CONFIGS) {
      const rules = rulesOf(config);
      const bots = BOT_LEVELS.map((level) => botFor(level, rules));
      for (const maxFace of [1, 2, 6]) {
        let decisions = 0;
        const final = playBotGame({
          setup: {
            variant: config.variant,
            options: config.options,
            seats: BOT_LEVELS.map((level) => ({ kind: 'bot', name: level, level })),
            createdAt: '2025-01-01T00:00:00.000Z',
          },
          bots,
          dice: loadedRandom(maxFace * 1000 + 7, maxFace),
          tieBreaks: bots.map((_, i) => seededRandom(i)),
          onDecision: (state) => {
            decisions++;
            checkDecision(bots[state.turn.seat]!, state, decisions);
          },
        });
        expect(final.over).toBe(true);
        for (let seat = 0; seat < bots.length; seat++) {
          // Every sheet full, unless a seat won at once (a Generala servida where it wins).
          if (final.wonAtOnce === null)
            expect(Object.keys(final.sheets[seat]!)).toHaveLength(rules.boxes.length);
          expect(seatTotals(final, seat).total).toBeGreaterThanOrEqual(0);
        }
        if (final.wonAtOnce !== null) expect(final.sheets[final.wonAtOnce]![rules.instantWin!]).toBeDefined();
      }
    }
  });

  it('a bot refuses rules it was not built for, and a finished game', () => {
    const standard = rulesOf(RULE_CONFIGS[0]!);
    const free = rulesOf(RULE_CONFIGS[1]!);
    const state = randomState({
      config: RULE_CONFIGS[1]!,
      seats: 1,
      diceSeed: 1,
      choiceSeed: 1,
      maxFace: 6,
      pick: 5,
      tieSeed: 0,
    });
    expect(() => createBot('perfect', standard, { table: tableOf(standard) }).decide(state)).toThrow(
      /built for/,
    );
    expect(() => createBot('hard', standard).decide(state)).toThrow(/built for/);
    expect(() => createBot('perfect', free)).toThrow(/table/);
    expect(() => botFor('easy', free).decide({ ...state, over: true })).toThrow(/over/);
  });
});
