// Perfect plays the solver's best option at every decision: on random positions (against analyzeTurn) and on
// the 300 positions of the independent oracle (tests/fixtures/solver-positions.jsonl).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PerfectBot, playBotGame, type Bot, type BotDecision, type TieBreak } from '../../../src/shared/bots';
import { bestBox, bestKeep, FIRST_ROLL, keepDecision, turnView } from '../../../src/shared/bots/turn-values';
import { seededRandom, startGame, type GameState } from '../../../src/shared/game';
import { makeRules, type RuleSet, type Sheet } from '../../../src/shared/rules';
import {
  afterBox,
  analyzeTurn,
  diceTables,
  groupLanes,
  groupStart,
  hasYachtGroup,
  KEPT_CHOICES,
  KeptByState,
  keepChoices,
  planState,
  planTurn,
  ROLLS,
  TIED,
  type StateKey,
  type TurnAnalysis,
  type ValueTable,
} from '../../../src/shared/solver';
import { optionKey, oracle, oracleRules } from '../../support/solver-oracle';
import { loadedRandom } from '../game/helpers';
import { RULE_CONFIGS, randomState, rulesOf, stateArb, tableOf } from './helpers';

const TOLERANCE = 1e-9;

/** The decision's option key in an analysis: the box, or the kept dice (sorted; all five when scoring). */
function chosenKey(decision: BotDecision, dice: readonly number[], rollsLeft: number): string {
  if (decision.type === 'roll')
    return `keep:${decision.keep
      .map((p) => dice[p]!)
      .sort((a, b) => a - b)
      .join(',')}`;
  return rollsLeft === 0 ? decision.box : `keep:${[...dice].sort((a, b) => a - b).join(',')}`;
}

/** Checks the decision against the analysis: its option is (one of) the best. Returns its future. */
function expectBest(analysis: TurnAnalysis, key: string): void {
  const options = analysis.options as readonly { box?: string; keep?: readonly number[]; future: number }[];
  const chosen = options.find((o) => optionKey(o) === key);
  expect(chosen, `option ${key}`).toBeDefined();
  expect(options[0]!.future - chosen!.future).toBeLessThanOrEqual(
    TOLERANCE * Math.max(1, options[0]!.future),
  );
}

/** A one-seat state with this sheet, dice and rolls left (what the bot reads). */
function positionState(rules: RuleSet, sheet: Sheet, dice: readonly number[], rollsLeft: number): GameState {
  const { state } = startGame({
    variant: rules.variant,
    options: rules.options,
    seats: [{ kind: 'bot', name: 'Perfect', level: 'perfect' }],
    createdAt: '2025-01-01T00:00:00.000Z',
  });
  const faces = dice as GameState['turn']['dice'];
  return { ...state, sheets: [sheet], turn: { seat: 0, rollsUsed: 3 - rollsLeft, dice: faces, kept: [] } };
}

describe('Perfect plays the best option', () => {
  it('on random positions of every rule set, as analyzeTurn ranks them', () => {
    fc.assert(
      fc.property(stateArb, (p) => {
        const state = randomState(p);
        const dice = state.turn.dice;
        if (dice === null) return;
        const seat = state.turn.seat;
        const rollsLeft = 3 - state.turn.rollsUsed;
        const table = tableOf(state.rules);
        const decision = new PerfectBot(table).decide(state);
        const sheet = state.sheets[seat]!;
        const position = { sheet, dice, extraYachts: state.extraYachts[seat] ?? 0 };
        expectBest(
          analyzeTurn(table, { ...position, rollsLeft: rollsLeft as 0 | 1 | 2 }),
          chosenKey(decision, dice, rollsLeft),
        );
        // Standing means scoring now: the box must be the best one for the dice as they are (a first roll's
        // with its servida).
        if (decision.type === 'score' && rollsLeft > 0) {
          expectBest(
            analyzeTurn(table, { ...position, rollsLeft: 0, firstRoll: rollsLeft === 2 }),
            decision.box,
          );
        }
      }),
      { numRuns: 80 },
    );
  });

  it('on the 300 oracle positions, by the oracle’s own values', () => {
    expect(oracle).toHaveLength(300);
    for (const p of oracle) {
      const rules = oracleRules(p.rules);
      const bot = new PerfectBot(tableOf(rules));
      const decision = bot.decide(positionState(rules, p.sheet, p.dice, p.rollsLeft));
      const key = chosenKey(decision, p.dice, p.rollsLeft);
      const chosen = p.options.find((o) => optionKey(o) === key);
      expect(chosen, `${JSON.stringify(p.sheet)} ${p.dice.join('')} ${p.rollsLeft}: ${key}`).toBeDefined();
      expect(p.options[0]!.future - chosen!.future).toBeLessThan(1e-6);
    }
  });

  it('decides as weighing the whole turn plan, ties drawn alike, over whole games of every rule set', () => {
    // The way Perfect decided before its compact keep choices: every keep of the dice weighed by the plan.
    class PlanBot implements Bot {
      readonly level = 'perfect' as const;
      constructor(readonly table: ValueTable) {}
      decide(state: GameState, tieBreak?: TieBreak): BotDecision {
        const { rules, sheet, dice, rollsLeft, firstRoll } = turnView(state);
        if (dice === null) return FIRST_ROLL;
        const plan = planTurn(this.table, sheet);
        const { s, y, lane } = plan.state;
        const { layout, values } = this.table;
        const utility = (b: number, p: number, e: number): number =>
          e + afterBox(layout, values, s, y, lane, b, p);
        const scoreNow = (): BotDecision => bestBox(rules, sheet, dice, utility, tieBreak, firstRoll);
        if (rollsLeft === 0) return scoreNow();
        return keepDecision(
          bestKeep(dice, rollsLeft === 1 ? plan.oneLeft : plan.twoLeft, tieBreak),
          scoreNow,
        );
      }
    }
    let decisions = 0;
    for (const config of RULE_CONFIGS) {
      const rules = rulesOf(config);
      const table = tableOf(rules);
      for (let g = 0; g < 12; g++) {
        // Loaded dice in some games: yachts, jokers and tied keeps come up often.
        const play = (bot: Bot): BotDecision[] => {
          const made: BotDecision[] = [];
          playBotGame({
            setup: {
              variant: rules.variant,
              options: rules.options,
              seats: [{ kind: 'bot', name: 'Perfect', level: 'perfect' }],
              createdAt: '2025-01-01T00:00:00.000Z',
            },
            bots: [bot],
            dice: loadedRandom(g, g % 3 === 0 ? 3 : 6),
            tieBreaks: [seededRandom(`ties ${g}`)],
            onDecision: (_, d) => made.push(d),
          });
          return made;
        };
        const expected = play(new PlanBot(table));
        expect(play(new PerfectBot(table))).toEqual(expected);
        decisions += expected.length;
      }
    }
    expect(decisions).toBeGreaterThan(5 * 12 * 13);
  });

  it("looks a turn's keep choices up once and keeps them by state", () => {
    const rules = makeRules('classic');
    const table = tableOf(rules);
    const { state, key } = planState(table, { ones: 3 });
    const first = keepChoices(table, state, key);
    const bot = new PerfectBot(table);
    bot.decide(positionState(rules, { ones: 3 }, [1, 2, 3, 4, 6], 2));
    bot.decide(positionState(rules, { ones: 3 }, [1, 2, 3, 4, 4], 1));
    expect(keepChoices(table, state, key)).toBe(first);
    const other = planState(table, { ones: 3, twos: 4 });
    expect(keepChoices(table, other.state, other.key)).not.toBe(first);
    expect(keepChoices(table, state, key)).toBe(first);
  });

  it("decides right when another state takes its turn's choices over between two decisions", () => {
    // A server plays many games in one process: between two decisions of one turn, other games' turns may
    // displace this state's choices and write theirs into the same array.
    const rules = makeRules('standard');
    const table = tableOf(rules);
    const { layout } = table;
    const sheet = { chance: 20, sixes: 18 };
    const { state, key } = planState(table, sheet);
    const sets = new KeptByState<never>(KEPT_CHOICES);
    const rivals: { state: StateKey; key: number }[] = [];
    for (let s = 0; s < layout.fullMask && rivals.length < 40; s++) {
      for (const y of hasYachtGroup(layout, s) ? [0, 1] : [0]) {
        for (let lane = 0; lane < groupLanes(layout, s); lane++) {
          const k = groupStart(layout, s, y) + lane;
          if (k !== key && sets.setOf(k) === sets.setOf(key)) rivals.push({ state: { s, y, lane }, key: k });
        }
      }
    }
    const bot = new PerfectBot(table);
    bot.decide(positionState(rules, sheet, [1, 2, 3, 4, 6], 2));
    const held = keepChoices(table, state, key);
    const before = Array.from(held);
    for (const rival of rivals) {
      keepChoices(table, rival.state, rival.key);
      if (held.some((c, i) => c !== before[i])) break;
    }
    // A roll whose choice (one roll left) the takeover changed.
    const r = before.findIndex((c, i) => i < ROLLS && c !== TIED && held[i] !== TIED && held[i] !== c);
    expect(r).toBeGreaterThanOrEqual(0);
    const next = positionState(rules, sheet, diceTables().keeps[r]!, 1);
    expect(bot.decide(next)).toEqual(new PerfectBot(table).decide(next));
  });
});
