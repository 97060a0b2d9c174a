// The bots on Generala: the first roll's servida (Perfect stands where the table says, checked by the
// brute-force oracle; the heuristics stand on a servida made), a Generala servida that wins at once or scores its fixed points,
// Doble Generala never spent on five alike while the Generala box is open, and whole games of every level.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decisionAction, PerfectBot, playBotGame, type BotDecision } from '../../../src/shared/bots';
import {
  apply,
  BOT_LEVELS,
  seededRandom,
  startGame,
  type BotLevel,
  type GameState,
} from '../../../src/shared/game';
import { makeRules, type RuleSet, type Sheet } from '../../../src/shared/rules';
import {
  afterBox,
  analyzeTurn,
  boxIndex,
  fiveAlikeChoices,
  groupLanes,
  hasYachtGroup,
} from '../../../src/shared/solver';
import { loadedRandom } from '../game/helpers';
import { BruteOutcome } from '../../support/brute-outcome';
import { botFor, randomState, RULE_CONFIGS, rulesOf, stateArb, tableOf } from './helpers';

const WINS = makeRules('generala');
const FIXED = makeRules('generala', { aceStraight: true, servidaGenerala: 100 });
const GENERALA_CONFIGS = RULE_CONFIGS.filter((c) => c.variant === 'generala');

/** A state with these sheets, seat 0 to play `dice` after `rollsUsed` rolls, every seat a bot of `levels`. */
function positionState(
  rules: RuleSet,
  sheets: readonly Sheet[],
  dice: readonly number[],
  rollsUsed: number,
  levels: readonly BotLevel[] = ['perfect'],
): GameState {
  const { state } = startGame({
    variant: rules.variant,
    options: rules.options,
    seats: levels.map((level, i) => ({ kind: 'bot', name: `${level} ${i}`, level })),
    createdAt: '2025-01-01T00:00:00.000Z',
  });
  const faces = dice as GameState['turn']['dice'];
  return { ...state, sheets: [...sheets], turn: { seat: 0, rollsUsed, dice: faces, kept: [] } };
}

/** The state after the decision, by the engine (which checks it is legal). */
function after(state: GameState, decision: BotDecision): GameState {
  return apply(state, decisionAction(decision, state.turn.seat), { random: seededRandom(1) }).state;
}

describe('bots on Generala', () => {
  it('Perfect stands on a first-roll Full where its servida decides it, and writes 35 (brute force agrees)', () => {
    // Open: ones, fours, Full and Poker. Without the servida, keeping 4-4-4 for the Poker would be better than
    // writing the Full; with it, standing is.
    const sheet: Sheet = {
      twos: 4,
      threes: 6,
      fives: 10,
      sixes: 12,
      escalera: 20,
      generala: 50,
      'doble-generala': 0,
    };
    const dice = [4, 1, 4, 1, 4];
    const table = tableOf(WINS);
    // The brute-force oracle over whole sheets (the final total's expectation: a linear utility).
    const brute = new BruteOutcome(WINS, (x) => x);
    const keeps = brute.analyze({ sheet, dice, rollsLeft: 2 });
    const analysis = analyzeTurn(table, { sheet, dice, rollsLeft: 2 });
    if (analysis.rollsLeft === 0 || keeps.rollsLeft === 0) throw new Error('keeps were asked for');
    for (const option of analysis.options) {
      const want = keeps.options.find((o) => o.keep.join('') === option.keep.join(''))!.value;
      expect(option.ev, option.keep.join('')).toBeCloseTo(want, 9);
    }
    const [best, next] = analysis.options;
    expect(best!.keep).toEqual([1, 1, 4, 4, 4]);
    expect(next!.keep).toEqual([4, 4, 4]);
    // The same dice stood on later in a turn (no servida) are worth less than keeping 4-4-4.
    expect(brute.analyze({ sheet, dice, rollsLeft: 0 }).best).toBeLessThan(next!.ev);

    const first = positionState(WINS, [sheet], dice, 1);
    const decision = new PerfectBot(table).decide(first);
    expect(decision).toEqual({ type: 'score', box: 'full' });
    expect(after(first, decision).sheets[0]!.full).toBe(35);
    // Hard's valuation weighs the servida too: it stands here.
    expect(botFor('hard', WINS).decide(first)).toEqual({ type: 'score', box: 'full' });
  });

  it('Easy and Medium stand on a first-roll Escalera, Full or Poker and write its servida; Hard on an Escalera', () => {
    const made: [readonly number[], string, number][] = [
      [[5, 3, 1, 2, 4], 'escalera', 25],
      [[4, 1, 4, 1, 4], 'full', 35],
      [[6, 6, 2, 6, 6], 'poker', 45],
    ];
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const bot = botFor(level, WINS);
      // Hard weighs the Full and the Poker against what keeping the three or four sixes may bring, as Perfect
      // does (on a fresh sheet Perfect keeps the four sixes).
      for (const [dice, box, points] of level === 'hard' ? made.slice(0, 1) : made) {
        const state = positionState(WINS, [{}], dice, 1, [level]);
        const decision = bot.decide(state);
        expect(decision, `${level} ${dice.join('')}`).toEqual({ type: 'score', box });
        expect(after(state, decision).sheets[0]![box]).toBe(points);
        // The same dice on a later roll score no servida: Easy rolls on for more alike.
        if (level === 'easy') {
          expect(bot.decide(positionState(WINS, [{}], dice, 2, [level])).type, `${level} later`).toBe('roll');
        }
      }
    }
  });

  it('five alike on the first roll: every level writes the Generala, which wins at once or scores its points', () => {
    for (const rules of [WINS, FIXED]) {
      for (const level of BOT_LEVELS) {
        const state = positionState(rules, [{ threes: 9 }, {}], [2, 2, 2, 2, 2], 1, [level, 'easy']);
        const decision = botFor(level, rules).decide(state);
        expect(decision, `${rules.options.servidaGenerala} ${level}`).toEqual({
          type: 'score',
          box: 'generala',
        });
        const next = after(state, decision);
        if (rules === WINS) {
          expect(next.over).toBe(true);
          expect(next.wonAtOnce).toBe(0);
        } else {
          expect(next.over).toBe(false);
          expect(next.sheets[0]!.generala).toBe(100);
        }
      }
    }
  });

  it('by the table, five alike always go in an open Generala box: a win at once never goes against Perfect', () => {
    const { layout, values } = tableOf(WINS);
    const generala = boxIndex(layout, 'generala');
    let checked = 0;
    for (let s = 0; s < layout.fullMask; s++) {
      if (s & (1 << generala)) continue;
      for (const y of hasYachtGroup(layout, s) ? [0, 1] : [0]) {
        for (let lane = 0; lane < groupLanes(layout, s); lane++) {
          for (let face = 1; face <= 6; face++) {
            const { boxes, extraYacht } = fiveAlikeChoices(layout, s, y, face);
            const worth = (id: string, points: number): number =>
              extraYacht + afterBox(layout, values, s, y, lane, boxIndex(layout, id), points);
            const best = Math.max(...boxes.map((c) => worth(c.box, c.points)));
            const there = boxes.find((c) => c.box === 'generala')!;
            expect(worth(there.box, there.points)).toBeGreaterThanOrEqual(best - 1e-9);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(6000);
  });

  it('five alike never go in Doble Generala while the Generala box is open (nothing there)', () => {
    fc.assert(
      fc.property(
        stateArb,
        fc.constantFrom(...GENERALA_CONFIGS),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(1, 2, 3),
        fc.constantFrom(...BOT_LEVELS),
        (p, config, face, rollsUsed, level) => {
          const played = randomState({ ...p, config });
          const sheet = played.sheets[played.turn.seat]!;
          if (sheet.generala !== undefined || sheet['doble-generala'] !== undefined) return;
          const rules = rulesOf(config);
          const state = positionState(rules, [sheet], [face, face, face, face, face], rollsUsed, [level]);
          const decision = botFor(level, rules).decide(state);
          if (decision.type === 'score') expect(decision.box, level).not.toBe('doble-generala');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('Medium and Hard write a nought in a Doble Generala that can no longer score, not while it can', () => {
    const filled = { ones: 1, twos: 2, threes: 3, fours: 4, fives: 5, sixes: 6 };
    const dice = [1, 1, 2, 3, 6];
    for (const level of ['medium', 'hard'] as const) {
      const bot = botFor(level, WINS);
      const dead = positionState(WINS, [{ ...filled, generala: 0 }], dice, 3, [level]);
      expect(bot.decide(dead), level).toEqual({ type: 'score', box: 'doble-generala' });
      const alive = positionState(WINS, [{ ...filled, generala: 50 }], dice, 3, [level]);
      expect(bot.decide(alive), level).not.toEqual({ type: 'score', box: 'doble-generala' });
    }
  });

  it('whole games of every level on both options end legally; a Generala servida ends one at once where it wins', () => {
    for (const rules of [WINS, FIXED]) {
      const bots = BOT_LEVELS.map((level) => botFor(level, rules));
      let wonAtOnce = 0;
      for (const [g, maxFace] of [6, 2, 6, 1].entries()) {
        let last: { seat: number; box: string; firstRoll: boolean } | null = null;
        const final = playBotGame({
          setup: {
            variant: rules.variant,
            options: rules.options,
            seats: BOT_LEVELS.map((level) => ({ kind: 'bot', name: level, level })),
            createdAt: '2025-01-01T00:00:00.000Z',
          },
          bots,
          dice: loadedRandom(g * 31 + 5, maxFace),
          tieBreaks: bots.map((_, i) => seededRandom(`${g}/${i}`)),
          onDecision: (state, d) => {
            if (d.type === 'score') {
              last = { seat: state.turn.seat, box: d.box, firstRoll: state.turn.rollsUsed === 1 };
            }
          },
        });
        expect(final.over).toBe(true);
        if (final.wonAtOnce === null) {
          for (const sheet of final.sheets) expect(Object.keys(sheet)).toHaveLength(rules.boxes.length);
        } else {
          wonAtOnce++;
          expect(last).toEqual({ seat: final.wonAtOnce, box: 'generala', firstRoll: true });
        }
        // Every first roll five ones: each seat's Generala servida at its first turn.
        if (maxFace === 1 && rules === FIXED)
          for (const sheet of final.sheets) expect(sheet.generala).toBe(100);
      }
      if (rules === WINS) expect(wonAtOnce).toBeGreaterThan(0);
      else expect(wonAtOnce).toBe(0);
    }
  });
});
