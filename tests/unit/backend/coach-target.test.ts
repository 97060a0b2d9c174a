// The coach in target practice (a game of one person with a target): a decision's grade and the hint's
// options carry the chance to reach the target (analyzeReach), not to win; a solo game without one keeps
// the points alone (coach-win.test.ts).

import { describe, expect, it } from 'vitest';
import { createBot, decisionAction } from '../../../src/shared/bots';
import { decisionsOf, gradeDecisions, keepChoice, sameChoice, scoreChoice } from '../../../src/shared/coach';
import { apply, replay, seededRandom, startGame, type GameEvent } from '../../../src/shared/game';
import { makeRules } from '../../../src/shared/rules';
import { analyzeReach } from '../../../src/shared/solver/win';
import { InProcessAnalyst } from '../../../src/main/backend/coach-analyst';
import { gradesWithWin } from '../../../src/main/backend/coach-win';
import { openTestBackend, tempDataDir } from './helpers';
import { CREATED_AT } from '../game/helpers';
import { solvedTable } from '../../support/solved-tables';

const rules = makeRules('standard');
const table = solvedTable(rules);
const TARGET = 230;

/** A solo game with a target, played by Perfect on seeded dice. */
function soloGame(seed: number): GameEvent[] {
  const bot = createBot('perfect', rules, { table });
  const game = startGame({
    variant: 'standard',
    seats: [{ kind: 'human', name: 'Ann' }],
    target: TARGET,
    createdAt: CREATED_AT,
  });
  let { state } = game;
  const events = [...game.events];
  const random = seededRandom(seed);
  while (!state.over) {
    const step = apply(state, decisionAction(bot.decide(state), 0), { random });
    state = step.state;
    events.push(step.event);
  }
  return events;
}

describe('the coach with a target', () => {
  it('grades the last turns by the chance to reach the target', async () => {
    const events = soloGame(7);
    // The last three turns: three open boxes or fewer, where the engine is exact and quick.
    const from = events.findIndex(
      (_, i) => Object.keys(replay(events.slice(0, i + 1)).sheets[0]!).length >= 10,
    );
    const grades = gradeDecisions(table, decisionsOf(events, from));
    const graded = await gradesWithWin(new InProcessAnalyst({ win: true }), table, events, grades, 'live');
    expect(graded.length).toBeGreaterThan(2);
    for (const grade of graded) {
      const state = replay(events.slice(0, grade.index));
      const rollsLeft = grade.chosen.choice.type === 'score' ? 0 : grade.rollsLeft;
      const position = {
        sheet: state.sheets[0]!,
        extraYachts: state.extraYachts[0]!,
        dice: grade.dice,
        rollsLeft,
      };
      const analysis = analyzeReach(table, position, TARGET);
      const value =
        analysis.rollsLeft === 0
          ? analysis.options.find((o) => sameChoice(scoreChoice(o.box), grade.chosen.choice))!.value
          : analysis.options.find((o) => sameChoice(keepChoice(o.keep), grade.chosen.choice))!.value;
      expect(grade.win!.chosen).toBeCloseTo(value, 12);
      expect(grade.win!.exact).toBe(true);
    }
  });

  it('gives every hint option its chance to reach the target', async () => {
    const backend = await openTestBackend(await tempDataDir(), {
      analyst: new InProcessAnalyst({ win: true }),
    });
    const view = await backend.client.createGame({
      variant: 'standard',
      seats: [{ kind: 'human', name: 'Ann' }],
      target: TARGET,
    });
    await backend.client.act(view.gameId, { type: 'roll' });
    const hint = await backend.client.coachHint(view.gameId);
    expect(hint.win).toBeDefined();
    for (const o of hint.options) {
      expect(o.win!.chance).toBeGreaterThan(0);
      expect(o.win!.chance).toBeLessThan(1);
    }
    // The same request without the target is a plain solo game: points alone.
    const plain = await backend.client.createGame({
      variant: 'standard',
      seats: [{ kind: 'human', name: 'Ann' }],
    });
    await backend.client.act(plain.gameId, { type: 'roll' });
    expect((await backend.client.coachHint(plain.gameId)).win).toBeUndefined();
    await backend.close();
  });
});
