// Perfect alone on the table's states (perfect-solo.ts, what `yacht simulate --bot perfect` plays) makes the
// decisions PerfectBot makes through the engine: the same dice, keeps, boxes and final sheets, on every rule set.

import { describe, expect, it } from 'vitest';
import { PerfectBot, playBotGame, playPerfectSolo, type BotDecision } from '../../../src/shared/bots';
import { STAND } from '../../../src/shared/bots/turn-values';
import { seededRandom, type GameState } from '../../../src/shared/game';
import { rulesFromCustom, type RuleSet } from '../../../src/shared/rules';
import { GamePlayer, type RunSpec } from '../../../src/main/sim/games';
import { CUSTOM_SAMPLES } from '../../support/custom-rules';
import { loadedRandom } from '../game/helpers';
import { RULE_CONFIGS, rulesOf, tableOf } from './helpers';

const RULE_SETS: readonly RuleSet[] = [...RULE_CONFIGS.map(rulesOf), ...CUSTOM_SAMPLES.map(rulesFromCustom)];

/** A tie-break source that counts its draws. */
function countedTies(seed: string, count: { draws: number }): { nextUint32(): number } {
  const random = seededRandom(seed);
  return {
    nextUint32: () => {
      count.draws++;
      return random.nextUint32();
    },
  };
}

function line(dice: readonly number[], rollsLeft: number, what: string): string {
  return `${dice.join('')} ${rollsLeft} ${what}`;
}

describe('Perfect alone on the table’s states', () => {
  it('decides as PerfectBot through the engine, ties drawn alike, over whole games of every rule set', () => {
    const engineTies = { draws: 0 };
    const soloTies = { draws: 0 };
    let decisions = 0;
    for (const rules of RULE_SETS) {
      const table = tableOf(rules);
      for (let g = 0; g < 10; g++) {
        // Loaded dice in some games: yachts, jokers and tied keeps come up often.
        const maxFace = [6, 3, 6, 2, 6][g % 5]!;
        const engine: string[] = [];
        const final: GameState = playBotGame({
          setup: {
            variant: rules.variant,
            options: rules.options,
            custom: rules.custom ?? null,
            seats: [{ kind: 'bot', name: 'Perfect', level: 'perfect' }],
            createdAt: '2025-01-01T00:00:00.000Z',
          },
          bots: [new PerfectBot(table)],
          dice: loadedRandom(g, maxFace),
          tieBreaks: [countedTies(`ties ${g}`, engineTies)],
          onDecision: (state: GameState, d: BotDecision) => {
            const dice = state.turn.dice;
            if (dice === null) return;
            const rollsLeft = 3 - state.turn.rollsUsed;
            const mask = d.type === 'roll' ? d.keep.reduce((m, p) => m | (1 << p), 0) : 0;
            engine.push(line(dice, rollsLeft, d.type === 'roll' ? `keep ${mask}` : `box ${d.box}`));
          },
        });
        const solo: string[] = [];
        const game = playPerfectSolo(
          table,
          loadedRandom(g, maxFace),
          countedTies(`ties ${g}`, soloTies),
          (dice, rollsLeft, keep, box) =>
            solo.push(line(dice, rollsLeft, keep === STAND ? `box ${rules.boxes[box]!.id}` : `keep ${keep}`)),
        );
        expect(solo, `${rules.name}, game ${g}`).toEqual(engine);
        expect(game.sheet).toEqual(final.sheets[0]);
        expect(game.extraYachts).toBe(final.extraYachts[0]);
        decisions += engine.length;
      }
    }
    expect(decisions).toBeGreaterThan(RULE_SETS.length * 10 * 13);
    // Ties were met and drawn, the same number of times both ways.
    expect(soloTies.draws).toBeGreaterThan(0);
    expect(soloTies.draws).toBe(engineTies.draws);
  });

  it('a simulation of Perfect alone gives the same results on the states as through the engine', () => {
    for (const config of [RULE_CONFIGS[0]!, RULE_CONFIGS[4]!]) {
      const rules = rulesOf(config);
      const spec: RunSpec = {
        kind: 'solo',
        variant: rules.variant,
        options: rules.options,
        seats: ['perfect'],
        seed: 'solo',
      };
      const resources = { table: tableOf(rules) };
      const onStates = new GamePlayer(spec, resources).playRange(0, 40);
      const viaEngine = new GamePlayer({ ...spec, viaEngine: true }, resources).playRange(0, 40);
      expect(onStates).toEqual(viaEngine);
      expect(new Set(onStates.totals).size).toBeGreaterThan(20);
    }
  });
});
