// The dice grid's convention (roll r of a seat's turn t takes the first k cells of row (seat, t, r), whatever
// was kept), so any strategy facing the grid sees the same dice; and Shadow Perfect: Perfect alone on a seat's
// rows scores exactly what a Perfect seat scores in a real game dealt from that grid.

import { describe, expect, it } from 'vitest';
import { createBot, decisionAction, type Bot } from '../../../src/shared/bots';
import {
  advance,
  apply,
  gridRow,
  gridRowFor,
  seatTotals,
  seededRandom,
  startGame,
  type BotLevel,
  type CreatedEvent,
  type DiceGrid,
  type GameEvent,
  type GameState,
} from '../../../src/shared/game';
import { makeRules, rulesFromCustom, type CustomRules } from '../../../src/shared/rules';
import { NO_GRID_REASON, replayAnalysis, shadowPerfect } from '../../../src/shared/replay';
import { CLASSIC_EXTRA, CUSTOM_SAMPLES, LEAN_YATZY } from '../../support/custom-rules';
import { RULE_CONFIGS, tableOf, type RuleConfig } from '../bots/helpers';

const rules = makeRules('standard');

/**
 * A game dealt from `grid`, each seat played by its bot (at standard, or by a player's own rules); a random
 * keeper plays seat `chooser.seat` if given.
 */
function gridGame(
  grid: DiceGrid,
  levels: readonly BotLevel[],
  chooser?: { seat: number; seed: string },
  custom?: CustomRules,
  config: RuleConfig = { variant: 'standard', options: {} },
): { events: GameEvent[]; state: GameState } {
  const game = startGame({
    variant: custom?.base ?? config.variant,
    options: config.options,
    ...(custom ? { custom } : {}),
    seats: levels.map((level) => ({ kind: 'bot', name: level, level })),
    grid,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const played = game.state.rules;
  const bots: Bot[] = levels.map((level) =>
    createBot(level, played, level === 'perfect' ? { table: tableOf(played) } : {}),
  );
  const coin = seededRandom(chooser?.seed ?? 'coin');
  const events: GameEvent[] = [...game.events];
  let state = game.state;
  while (!state.over) {
    const seat = state.turn.seat;
    let decision = bots[seat]!.decide(state);
    // A strategy of its own: keep each die with a coin toss while it may roll.
    if (chooser?.seat === seat && decision.type === 'roll' && state.turn.dice !== null) {
      decision = { type: 'roll', keep: [0, 1, 2, 3, 4].filter(() => coin.next() < 0.5) };
      if (decision.keep.length === 5) decision = bots[seat]!.decide(state);
    }
    const step = apply(state, decisionAction(decision, seat), { random: gridRowFor(grid, state) });
    events.push(step.event);
    state = step.state;
  }
  return { events, state };
}

/** Every roll of a log with the cells of the grid it took: (seat, turn, roll) and the faces rolled. */
function rollsOf(
  events: readonly GameEvent[],
): { seat: number; turn: number; roll: number; faces: number[] }[] {
  const filled = new Map<number, number>();
  const out: { seat: number; turn: number; roll: number; faces: number[] }[] = [];
  let roll = 0;
  for (const e of events) {
    if (e.type === 'rolled') {
      out.push({
        seat: e.seat,
        turn: filled.get(e.seat) ?? 0,
        roll,
        faces: e.dice.filter((_, p) => !e.kept.includes(p)),
      });
      roll++;
    } else if (e.type === 'scored') {
      filled.set(e.seat, (filled.get(e.seat) ?? 0) + 1);
      roll = 0;
    }
  }
  return out;
}

describe('the dice grid', () => {
  it.each([
    ['a grid per seat', { seed: 'grid-a', shared: false }],
    ['a shared grid', { seed: 'grid-b', shared: true }],
  ] as const)('%s: a roll of k dice takes the first k cells of its row, in table order', (_name, grid) => {
    const { events } = gridGame(grid, ['easy', 'medium', 'perfect'], { seat: 1, seed: 'keeper' });
    const rolls = rollsOf(events);
    expect(rolls.length).toBeGreaterThan(3 * 13);
    for (const r of rolls) {
      const row = gridRow(grid, r.seat, r.turn, r.roll);
      expect(r.faces, `seat ${r.seat}, turn ${r.turn}, roll ${r.roll}`).toEqual(
        r.faces.map(() => row.nextFace()),
      );
    }
  });

  it('deals any strategy in a seat the same dice: every first roll, and rerolls of as many dice', () => {
    const grid = { seed: 'grid-c', shared: false };
    const a = rollsOf(gridGame(grid, ['easy', 'perfect']).events).filter((r) => r.seat === 0);
    const b = rollsOf(gridGame(grid, ['hard', 'perfect'], { seat: 0, seed: 'other' }).events).filter(
      (r) => r.seat === 0,
    );
    const firsts = (list: typeof a) => list.filter((r) => r.roll === 0).map((r) => r.faces);
    expect(firsts(a)).toEqual(firsts(b));
    for (const x of a) {
      const y = b.find((r) => r.turn === x.turn && r.roll === x.roll && r.faces.length === x.faces.length);
      if (y) expect(y.faces).toEqual(x.faces);
    }
    // A shared grid deals every seat the same first roll of each turn.
    const shared = rollsOf(gridGame({ seed: 'grid-d', shared: true }, ['easy', 'medium']).events);
    for (let turn = 0; turn < 13; turn++) {
      const first = shared.filter((r) => r.turn === turn && r.roll === 0).map((r) => r.faces);
      expect(first).toHaveLength(2);
      expect(first[0]).toEqual(first[1]);
    }
  });
});

describe('Shadow Perfect', () => {
  const table = tableOf(rules);

  it.each([
    ['a grid per seat', { seed: 'shadow-a', shared: false }, 1],
    ['a shared grid', { seed: 'shadow-b', shared: true }, 0],
  ] as const)(
    '%s: equals what a Perfect seat scores in a game dealt from the grid, turn by turn',
    (_n, grid, seat) => {
      const levels: BotLevel[] = seat === 0 ? ['perfect', 'easy'] : ['medium', 'perfect'];
      const { events, state } = gridGame(grid, levels);
      const shadow = shadowPerfect(table, events[0] as CreatedEvent);
      if (shadow.kind !== 'shadow') throw new Error('expected a shadow');
      const mine = shadow.seats[seat]!;
      expect(mine.total).toBe(seatTotals(state, seat).total);
      // Turn by turn: Perfect's running total after each of its turns in the real game.
      const running: number[] = [];
      let folded: GameState | null = null;
      for (const e of events) {
        folded = advance(folded, e);
        if (e.type === 'scored' && e.seat === seat) running.push(seatTotals(folded, seat).total);
      }
      expect(mine.turns).toEqual(running);
      expect(shadow.seats).toHaveLength(2);
    },
  );

  // Was: the shadow's game was started from the base's rules, and the Perfect bot on the player's table refused
  // it ("this Perfect bot was built for …"): the replay answered 500.
  it.each([
    ['Lean Yatzy, shared dice', LEAN_YATZY, { seed: 'shadow-c', shared: true }],
    ['Classic with extra yachts, a grid per seat', CLASSIC_EXTRA, { seed: 'shadow-d', shared: false }],
  ] as const)('a rule set of your own (%s): the shadow plays by those rules', (_n, custom, grid) => {
    const { events, state } = gridGame(grid, ['perfect', 'medium'], { seat: 1, seed: 'k' }, custom);
    const table = tableOf(rulesFromCustom(custom));
    const analysis = replayAnalysis(table, events);
    if (analysis.shadow.kind !== 'shadow') throw new Error('expected a shadow');
    expect(analysis.shadow.shared).toBe(grid.shared);
    // Perfect in seat 0 met the dice its shadow meets: the same total, in the rules' number of turns.
    expect(analysis.shadow.seats[0]!.total).toBe(seatTotals(state, 0).total);
    expect(analysis.shadow.seats[0]!.turns).toHaveLength(state.rules.boxes.length);
    expect(analysis.shadow.seats).toHaveLength(2);
  });

  // Every finished game of every rule set replays: the built-in ones with their options and one's own.
  it('every rule set: a game with the same dice for all replays, its shadow the Perfect seat’s total', () => {
    const games = [
      ...RULE_CONFIGS.map((config) => ({ config, custom: undefined })),
      ...CUSTOM_SAMPLES.map((custom) => ({ config: { variant: custom.base, options: {} }, custom })),
    ];
    for (const [i, { config, custom }] of games.entries()) {
      const grid = { seed: `every-${i}`, shared: true };
      const { events, state } = gridGame(grid, ['easy', 'perfect'], undefined, custom, config);
      const analysis = replayAnalysis(tableOf(state.rules), events);
      const what = custom?.name ?? JSON.stringify(config);
      if (analysis.shadow.kind !== 'shadow') throw new Error(`no shadow for ${what}`);
      expect(analysis.shadow.seats[1]!.total, what).toBe(seatTotals(state, 1).total);
      expect(analysis.shadow.seats[0]!.total, what).toBe(seatTotals(state, 1).total);
    }
  });

  it('a game without a grid has no shadow, and says why', () => {
    const created = startGame({
      variant: 'standard',
      seats: [{ kind: 'human', name: 'Ann' }],
      createdAt: 'x',
    }).events[0] as CreatedEvent;
    expect(shadowPerfect(table, created)).toEqual({ kind: 'none', reason: NO_GRID_REASON });
  });
});
