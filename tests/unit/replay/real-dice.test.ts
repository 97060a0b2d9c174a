// A finished real-dice game in the replay (shared/replay): a coached game (every roll typed, some typed wrong
// and retyped) has the course, grades, luck and report of the same game rolled by the app, no decision taken
// back and no practice; a score-sheet game (each turn's final dice typed at once) counts what those dice did
// apart from luck ("typed": luck and keeps together), grades only its boxes, and still adds up to every final
// total. Every built-in rule set and one's own. Neither has Perfect's shadow, and says why.

import { describe, expect, it } from 'vitest';
import { createBot, type Bot } from '../../../src/shared/bots';
import type { Face } from '../../../src/shared/dice';
import { decisionsMade, type Grade } from '../../../src/shared/coach';
import {
  isPractice,
  play,
  scriptedRandom,
  seatTotals,
  seededRandom,
  startGame,
  type Game,
  type RealDiceMode,
} from '../../../src/shared/game';
import { rulesFromCustom, type CustomRules, type RuleSet } from '../../../src/shared/rules';
import {
  boardAt,
  finalDiceScores,
  foldStates,
  gameCourse,
  gradeReport,
  REAL_DICE_SHADOW_REASON,
  winCourse,
  replayAnalysis,
  type GameCourse,
} from '../../../src/shared/replay';
import { stepWords } from '../../../src/renderer/replay/step-words';
import { LEAN_YATZY } from '../../support/custom-rules';
import { RULE_CONFIGS, rulesOf, tableOf, type RuleConfig } from '../bots/helpers';

const SEATS = [
  { kind: 'human', name: 'Ann' },
  { kind: 'human', name: 'Ben' },
] as const;

interface Setup {
  readonly what: string;
  readonly config: RuleConfig;
  readonly custom?: CustomRules;
  readonly rules: RuleSet;
}

const SETUPS: readonly Setup[] = [
  ...RULE_CONFIGS.map((config) => ({ what: JSON.stringify(config), config, rules: rulesOf(config) })),
  {
    what: 'Lean Yatzy (a rule set of one’s own)',
    config: { variant: LEAN_YATZY.base, options: {} },
    custom: LEAN_YATZY,
    rules: rulesFromCustom(LEAN_YATZY),
  },
];

function newGame(setup: Setup, realDice: RealDiceMode | null): Game {
  return startGame({
    variant: setup.config.variant,
    options: setup.config.options,
    ...(setup.custom ? { custom: setup.custom } : {}),
    seats: SEATS,
    ...(realDice ? { seed: null, realDice: { mode: realDice } } : {}),
    createdAt: '2026-12-01T00:00:00.000Z',
  });
}

/** The players' choices: Ann plays Perfect's, Ben a medium bot's (it gives points away, so losses show). */
function players(rules: RuleSet): Bot[] {
  return [createBot('perfect', rules, { table: tableOf(rules) }), createBot('medium', rules)];
}

/** Dice drawn from a seed, as a table's dice fall. */
function faces(random: ReturnType<typeof seededRandom>, count: number): Face[] {
  return Array.from({ length: count }, () => random.nextFace());
}

/**
 * A coached real-dice game and the same game rolled by the app: every roll typed (every fifth typed wrong
 * first, then retyped), the same choices, the same dice.
 */
function coachedPair(setup: Setup, seed: string): { typed: Game; rolled: Game; retypes: number } {
  let typed = newGame(setup, 'coached');
  let rolled = newGame(setup, null);
  const bots = players(setup.rules);
  const random = seededRandom(seed);
  let rolls = 0;
  let retypes = 0;
  while (!typed.state.over) {
    const seat = typed.state.turn.seat;
    const decision = bots[seat]!.decide(typed.state);
    if (decision.type === 'score') {
      typed = play(typed, { type: 'score', box: decision.box });
      rolled = play(rolled, { type: 'score', box: decision.box });
      continue;
    }
    const keep = typed.state.turn.dice === null ? [] : decision.keep;
    const dice = faces(random, 5 - keep.length);
    if (++rolls % 5 === 0) {
      // A slip of the keys: a 1 more or less on the first die, taken back before anything is decided on it.
      const wrong = [((dice[0]! % 6) + 1) as Face, ...dice.slice(1)];
      typed = play(typed, { type: 'roll', keep, dice: wrong });
      typed = play(typed, { type: 'retype' });
      retypes++;
    }
    typed = play(typed, { type: 'roll', keep, dice });
    rolled = play(rolled, { type: 'roll', keep }, { random: scriptedRandom(dice) });
  }
  return { typed, rolled, retypes };
}

/**
 * A score-sheet game: each turn played out on the app's dice (`rolled`), then its final dice typed at once on
 * the sheet (`typed`) and the same box scored.
 */
/**
 * A score-sheet game and the same dice rolled by the app. A turn scored on its first roll where that scores a
 * servida is typed as the first roll it was (as a player at a sheet does: the final dice alone cannot say it).
 */
function sheetPair(setup: Setup, seed: string): { typed: Game; rolled: Game; firstRolls: number } {
  let typed = newGame(setup, 'sheet');
  let rolled = newGame(setup, null);
  const bots = players(setup.rules);
  const random = seededRandom(seed);
  const servida =
    setup.rules.boxes.some((b) => b.servida !== undefined) || setup.rules.instantWin !== undefined;
  let firstRolls = 0;
  while (!rolled.state.over) {
    const seat = rolled.state.turn.seat;
    const decision = bots[seat]!.decide(rolled.state);
    if (decision.type === 'roll') {
      const keep = rolled.state.turn.dice === null ? [] : decision.keep;
      const dice = faces(random, 5 - keep.length);
      rolled = play(rolled, { type: 'roll', keep }, { random: scriptedRandom(dice) });
      continue;
    }
    const first = servida && rolled.state.turn.rollsUsed === 1;
    if (first) firstRolls++;
    typed = play(typed, {
      type: 'roll',
      dice: [...rolled.state.turn.dice!],
      ...(first ? {} : { final: true }),
    });
    typed = play(typed, { type: 'score', box: decision.box });
    rolled = play(rolled, { type: 'score', box: decision.box });
  }
  return { typed, rolled, firstRolls };
}

/** A course without log indexes (a retype's two events move every index after it). */
function unindexed(course: GameCourse) {
  const grade = ({ index: _index, ...rest }: Grade) => rest;
  return {
    points: course.points.map(({ index: _index, ...rest }) => rest),
    grades: course.grades.map(grade),
    takenBack: course.takenBack.map(grade),
    seats: course.seats,
  };
}

describe('a coached real-dice game in the replay', () => {
  it.each(SETUPS)(
    '$what: the course of the same game rolled by the app; retypes are no decisions',
    (setup) => {
      const table = tableOf(setup.rules);
      const { typed, rolled, retypes } = coachedPair(setup, `coached/${setup.what}`);
      expect(retypes).toBeGreaterThan(3);
      expect(isPractice(typed.state)).toBe(false);
      expect(decisionsMade(typed.events).takenBack).toEqual([]);
      const course = gameCourse(table, typed.events);
      // The same dice, the same choices: the same points, grades and split, to the last bit.
      expect(unindexed(course)).toEqual(unindexed(gameCourse(table, rolled.events)));
      expect(course.takenBack).toEqual([]);
      for (const split of course.seats) {
        expect(split.typed).toBe(0);
        expect(split.typedTurns).toBe(0);
        expect(split.total).toBeCloseTo(seatTotals(typed.state, split.seat).total, 6);
      }
      expect(course.points.some((p) => p.final)).toBe(false);
      const report = gradeReport(typed.events[0] as never, course);
      expect(report.realDice).toBe('coached');
      expect(report.decisions.length).toBe(course.grades.length);
      const analysis = replayAnalysis(table, typed.events);
      expect(analysis.shadow).toEqual({ kind: 'none', reason: REAL_DICE_SHADOW_REASON });
    },
  );

  // A few seconds a game (each turn's final-total distributions), so one rule set.
  it('classic: the win chances turn by turn are the app-rolled game’s too (a retype scores nothing)', () => {
    const setup = SETUPS.find((s) => s.config.variant === 'classic')!;
    const table = tableOf(setup.rules);
    const { typed, rolled } = coachedPair(setup, 'coached/win');
    const chances = (events: Game['events']) =>
      winCourse(table, events).map(({ index: _index, ...point }) => point);
    expect(chances(typed.events)).toEqual(chances(rolled.events));
  });
});

describe('a score-sheet game in the replay', () => {
  it.each(SETUPS)(
    '$what: the final dice counted apart from luck, the boxes graded, the totals exact',
    (setup) => {
      const table = tableOf(setup.rules);
      const { typed, rolled, firstRolls } = sheetPair(setup, `sheet/${setup.what}`);
      expect(typed.state.over).toBe(true);
      const course = gameCourse(table, typed.events);
      const app = gameCourse(table, rolled.events);
      // Every turn scored (a game won at once ends early), its final dice typed unless typed as a first roll.
      const scored = typed.events.filter((e) => e.type === 'scored').length;
      const turns = setup.rules.boxes.length;
      if (typed.state.wonAtOnce === null) expect(scored).toBe(turns * SEATS.length);
      // Only the boxes are decisions: one a turn, each made with no roll left (or on a first roll typed as such).
      expect(course.grades).toHaveLength(scored);
      expect(course.grades.every((g) => g.chosen.choice.type === 'score')).toBe(true);
      expect(course.grades.filter((g) => g.rollsLeft === 2)).toHaveLength(firstRolls);
      expect(course.points.filter((p) => p.final)).toHaveLength(scored - firstRolls);
      const finals = SEATS.map(
        (_, seat) => typed.events.filter((e) => e.type === 'rolled' && e.final && e.seat === seat).length,
      );
      for (const split of course.seats) {
        const total = seatTotals(typed.state, split.seat).total;
        expect(total).toBe(seatTotals(rolled.state, split.seat).total);
        // Only a first roll typed as such is luck alone.
        if (firstRolls === 0) expect(split.luck).toBe(0);
        expect(split.typedTurns).toBe(finals[split.seat]);
        const parts = split.start + split.luck + split.typed - split.loss + split.cutShort;
        expect(Math.abs(parts - total)).toBeLessThan(1e-6);
        // What the app's game split into luck and the keeps' losses, the sheet holds as one part.
        const rolledSplit = app.seats[split.seat]!;
        expect(split.typed + split.luck).toBeCloseTo(rolledSplit.luck - rolledSplit.loss + split.loss, 6);
      }
      // A box scored with no roll left in the app's game is the same decision on the sheet.
      const sheetScores = course.grades.map((g) => ({ ...g, index: 0 }));
      const appScores = app.grades.filter((g) => g.chosen.choice.type === 'score');
      appScores.forEach((g, i) => {
        if (g.rollsLeft === 0) expect(sheetScores[i]).toEqual({ ...g, index: 0 });
      });
      const report = gradeReport(typed.events[0] as never, course);
      expect(report.realDice).toBe('sheet');
      expect(report.seats.map((s) => s.typedTurns)).toEqual(finals);
      // Every score but a first roll's follows its turn's typed final dice.
      expect([...finalDiceScores(typed.events)]).toEqual(
        course.grades.filter((g) => g.rollsLeft === 0).map((g) => g.index),
      );
      expect(replayAnalysis(table, typed.events).shadow).toEqual({
        kind: 'none',
        reason: REAL_DICE_SHADOW_REASON,
      });
    },
  );

  it('with Perfect at the table: the bot’s rolls, typed one by one, are luck; the person’s final dice are typed', () => {
    const setup = SETUPS[0]!;
    const table = tableOf(setup.rules);
    let game = startGame({
      variant: setup.config.variant,
      options: setup.config.options,
      seats: [SEATS[0], { kind: 'bot', name: 'Perfect', level: 'perfect' }],
      seed: null,
      realDice: { mode: 'sheet' },
      createdAt: '2026-12-01T00:00:00.000Z',
    });
    const perfect = createBot('perfect', setup.rules, { table });
    const ann = createBot('medium', setup.rules);
    const random = seededRandom('sheet/bot');
    while (!game.state.over) {
      const state = game.state;
      if (state.turn.seat === 0) {
        if (state.turn.dice === null)
          game = play(game, { type: 'roll', dice: faces(random, 5), final: true });
        else {
          const decision = ann.decide(state);
          if (decision.type !== 'score') throw new Error('no roll is left after the final dice');
          game = play(game, { type: 'score', box: decision.box });
        }
        continue;
      }
      // The bot: its keep announced, then its dice typed; or its box.
      const decision = perfect.decide(state);
      if (state.turn.dice === null) game = play(game, { type: 'roll', dice: faces(random, 5) });
      else if (decision.type === 'roll') {
        game = play(game, { type: 'keep', positions: decision.keep });
        game = play(game, {
          type: 'roll',
          keep: decision.keep,
          dice: faces(random, 5 - decision.keep.length),
        });
      } else game = play(game, { type: 'score', box: decision.box });
    }
    const course = gameCourse(table, game.events);
    const [annSplit, botSplit] = course.seats;
    expect(annSplit!.typedTurns).toBe(13);
    expect(annSplit!.luck).toBe(0);
    expect(botSplit!.typedTurns).toBe(0);
    expect(botSplit!.typed).toBe(0);
    expect(botSplit!.luck).not.toBe(0);
    // Perfect's keeps are graded (and lose nothing); Ann's boxes alone.
    expect(course.grades.some((g) => g.seat === 1 && g.chosen.choice.type === 'keep')).toBe(true);
    expect(course.grades.filter((g) => g.seat === 0)).toHaveLength(13);
    expect(botSplit!.loss).toBeLessThan(1e-9);
    for (const split of course.seats) {
      const total = seatTotals(game.state, split.seat).total;
      expect(Math.abs(split.start + split.luck + split.typed - split.loss - total)).toBeLessThan(1e-6);
    }
  });

  it('the board and its words at a turn’s typed final dice', () => {
    const setup = SETUPS[0]!;
    const { typed } = sheetPair(setup, 'sheet/words');
    const course = gameCourse(tableOf(setup.rules), typed.events);
    const states = foldStates(typed.events);
    const point = course.points.find((p) => p.final)!;
    const board = boardAt(states, typed.events, point.index, 'roll');
    expect(board.final).toBe(true);
    expect(board.rollsLeft).toBe(0);
    expect(stepWords(board)).toBe(
      `Ann typed the turn’s final dice, ${board.dice!.join('-')} (score sheet: the rolls before them were not typed) · no roll left`,
    );
    // A coached game's rolls are rolls.
    const { typed: coached } = coachedPair(setup, 'coached/words');
    const roll = gameCourse(tableOf(setup.rules), coached.events).points.find((p) => p.kind === 'roll')!;
    expect(boardAt(foldStates(coached.events), coached.events, roll.index, 'roll').final).toBe(false);
  });
});
