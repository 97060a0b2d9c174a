// Decisions taken back by an undo: read in one pass over the log, each in the position it was made in, and
// graded there. They are the engine's own answer (its fold, whose undo restores the state before its target)
// and the old way's (the log up to each one folded again, kept here as the reference); and grading a game
// reads each event a bounded number of times however many undos it has (the old way read a prefix per undo).

import { describe, expect, it } from 'vitest';
import {
  decisionsMade,
  decisionsOf,
  gradeDecision,
  keepChoice,
  scoreChoice,
  type Decision,
} from '../../../src/shared/coach';
import { isDecision, liveEvents, type GameEvent } from '../../../src/shared/game';
import { makeRules } from '../../../src/shared/rules';
import {
  decisionPosition,
  foldStates,
  gameCourse,
  MAX_TAKEN_BACK_SHOWN,
  replayAnalysis,
} from '../../../src/shared/replay';
import { longUndoGame } from '../../support/long-game';
import { RULE_CONFIGS, rulesOf, tableOf } from '../bots/helpers';
import { loadedRandom } from '../game/helpers';
import { playRandomGameWithUndos } from '../game/undo-driver';
import { practiceGame } from './helpers';
import { solvedTable } from '../../support/solved-tables';

/** Every decision of the log, live or not, from the engine's fold: the state before it and the event. */
function engineDecisions(events: readonly GameEvent[]): { live: Decision[]; takenBack: Decision[] } {
  const states = foldStates(events);
  const live = new Set(liveEvents(events));
  const out = { live: [] as Decision[], takenBack: [] as Decision[] };
  events.forEach((event, index) => {
    const before = states[index - 1];
    if (before === undefined || (event.type !== 'rolled' && event.type !== 'scored')) return;
    if (!isDecision(before, event)) return;
    const dice = before.turn.dice ?? [];
    const position = decisionPosition(states, index);
    const decision: Decision = {
      index,
      seat: event.seat,
      round: Object.keys(position.sheet).length + 1,
      rollsLeft: position.rollsLeft,
      sheet: position.sheet,
      extraYachts: position.extraYachts,
      dice: position.dice,
      choice: event.type === 'scored' ? scoreChoice(event.box) : keepChoice(event.kept.map((p) => dice[p]!)),
    };
    (live.has(index) ? out.live : out.takenBack).push(decision);
  });
  return out;
}

/** The old way: each decision taken back read by folding the log up to it again (quadratic). */
function prefixDecisions(events: readonly GameEvent[]): Decision[] {
  const live = new Set(liveEvents(events));
  const out: Decision[] = [];
  for (let index = 1; index < events.length; index++) {
    const event = events[index]!;
    if (live.has(index) || (event.type !== 'rolled' && event.type !== 'scored')) continue;
    const decision = decisionsOf(events.slice(0, index + 1), index).find((d) => d.index === index);
    if (decision) out.push(decision);
  }
  return out;
}

/** Logs with undos: a short practice game, random games (bots and people) with undos, a long re-roll/undo one. */
function logsWithUndos(): { name: string; config: (typeof RULE_CONFIGS)[number]; events: GameEvent[] }[] {
  const logs = [
    { name: 'practice', config: RULE_CONFIGS[0]!, events: [...practiceGame().events] },
    { name: 'long', config: RULE_CONFIGS[0]!, events: longUndoGame({ cycles: 300, seed: 'taken-back' }) },
  ];
  for (let g = 0; g < 12; g++) {
    const config = RULE_CONFIGS[g % RULE_CONFIGS.length]!;
    const seats = 1 + (g % 4);
    const dice = loadedRandom(g, g % 3 === 0 ? 3 : 6);
    const { game } = playRandomGameWithUndos(config, seats, g % seats, dice, g, 5 + (g % 6));
    logs.push({ name: `random ${g} (${config.variant}, ${seats} seats)`, config, events: [...game.events] });
  }
  return logs;
}

describe('decisions taken back', () => {
  const logs = logsWithUndos();

  it('every log has decisions taken back, of several positions', () => {
    for (const { name, events } of logs) {
      expect(decisionsMade(events).takenBack.length, name).toBeGreaterThan(0);
    }
  });

  it('are read in one pass as the engine folds them and as folding the log up to each one does', () => {
    for (const { name, events } of logs) {
      const made = decisionsMade(events);
      const engine = engineDecisions(events);
      expect(made.live, name).toEqual(engine.live);
      expect(made.live, name).toEqual(decisionsOf(events));
      expect(made.takenBack, name).toEqual(engine.takenBack);
      expect(made.takenBack, name).toEqual(prefixDecisions(events));
      // From an index on: the same decisions, the earlier ones left out.
      const from = Math.floor(events.length / 2);
      expect(decisionsMade(events, from).takenBack).toEqual(made.takenBack.filter((d) => d.index >= from));
      expect(decisionsOf(events, from)).toEqual(made.live.filter((d) => d.index >= from));
    }
  });

  it('are graded in the course where they were made', () => {
    for (const { name, config, events } of logs) {
      const table = tableOf(rulesOf(config));
      const course = gameCourse(table, events);
      expect(course.takenBack, name).toEqual(prefixDecisions(events).map((d) => gradeDecision(table, d)));
      expect(course.grades, name).toEqual(decisionsOf(events).map((d) => gradeDecision(table, d)));
    }
  }, 120_000);

  it('grading a game reads each event a bounded number of times, however many undos', () => {
    const table = tableOf(rulesOf(RULE_CONFIGS[0]!));
    const events = longUndoGame({ cycles: 2000, seed: 'reads' });
    let reads = 0;
    // Every read of an event by its index (loops, forEach and slice read this way too).
    const counted = new Proxy(events, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const course = gameCourse(table, counted);
    expect(course.takenBack).toHaveLength(2000);
    // A handful of passes over the log; folding it up to each of the 2,000 decisions taken back read it
    // millions of times.
    expect(reads).toBeLessThan(8 * events.length);
  });
});

describe('a replay of a practice game with many undos', () => {
  it('lists the decisions taken back that lost most, at most MAX_TAKEN_BACK_SHOWN, and counts the others', () => {
    const events = longUndoGame({ cycles: MAX_TAKEN_BACK_SHOWN + 150, variant: 'classic', seed: 'left-out' });
    const table = solvedTable(makeRules('classic'));
    const all = gameCourse(table, events).takenBack;
    expect(all.length).toBe(MAX_TAKEN_BACK_SHOWN + 150);
    const analysis = replayAnalysis(table, events);
    const shown = analysis.course.takenBack;
    expect(shown).toHaveLength(MAX_TAKEN_BACK_SHOWN);
    expect(analysis.takenBackLeftOut).toBe(150);
    // In log order, each one of the whole list, and none left out lost more than one shown.
    expect(shown.map((g) => g.index)).toEqual([...shown.map((g) => g.index)].sort((a, b) => a - b));
    const kept = new Set(shown.map((g) => g.index));
    const least = Math.min(...shown.map((g) => g.loss));
    for (const grade of all) if (!kept.has(grade.index)) expect(grade.loss).toBeLessThanOrEqual(least);
    // A game with few undos lists them all.
    const few = longUndoGame({ cycles: 10, variant: 'classic', seed: 'few' });
    expect(replayAnalysis(table, few)).toMatchObject({ takenBackLeftOut: 0 });
    expect(replayAnalysis(table, few).course.takenBack).toEqual(gameCourse(table, few).takenBack);
  });
});
