// How likely a target was at the start, playing for it: the 252 first rolls weighted by their chances, each
// at its best option's chance to reach the target with two rolls left, from one solve of the empty sheet.

import { describe, expect, it } from 'vitest';
import { allMultisets } from '../../../src/shared/dice';
import { makeRules } from '../../../src/shared/rules';
import { reachUtility, seatOutcome } from '../../../src/shared/solver/win';
import { InProcessAnalyst } from '../../../src/main/backend/coach-analyst';
import { rollChance, targetStart } from '../../../src/main/backend/target-start';
import { openTestBackend, tempDataDir } from './helpers';
import { solvedTable } from '../../support/solved-tables';

const rules = makeRules('classic');
const table = solvedTable(rules);

describe('the start chance of a target, playing for it', () => {
  it('weighs the first rolls by their chances', () => {
    const rolls = allMultisets(5);
    expect(rolls).toHaveLength(252);
    expect(rolls.reduce((sum, dice) => sum + rollChance(dice), 0)).toBeCloseTo(1, 14);
    expect(rollChance([6, 6, 6, 6, 6])).toBeCloseTo(1 / 7776, 15);
    expect(rollChance([1, 2, 3, 4, 5])).toBeCloseTo(120 / 7776, 15);
  });

  it("is the engine's turn-start chance, and sure for a target every game reaches", async () => {
    const analyst = new InProcessAnalyst({ win: true });
    const start = await targetStart(analyst, table, 200);
    const outcome = seatOutcome(table, {}, 0, reachUtility(200));
    let expected = 0;
    for (const dice of allMultisets(5))
      expected += rollChance(dice) * outcome.analyze(dice, 2).options[0]!.value;
    expect(start!.chance).toBeCloseTo(expected, 12);
    expect(start!.chance).toBeGreaterThan(0);
    expect(start!.chance).toBeLessThan(1);
    expect(start!.exact).toBe(false);
    expect((await targetStart(analyst, table, 1))!.chance).toBeCloseTo(1, 12);
    expect(await targetStart(new InProcessAnalyst(), table, 200)).toBeNull();
  });

  it('is answered for a game with a target, and null for one without', async () => {
    const backend = await openTestBackend(await tempDataDir(), {
      analyst: new InProcessAnalyst({ win: true }),
    });
    const seats = [{ kind: 'human' as const, name: 'Ann' }];
    const game = await backend.client.createGame({ variant: 'classic', seats, target: 180 });
    const answer = await backend.client.targetStart(game.gameId);
    expect(answer.start?.target).toBe(180);
    expect(answer.start!.chance).toBeGreaterThan(0);
    const plain = await backend.client.createGame({ variant: 'classic', seats });
    expect(await backend.client.targetStart(plain.gameId)).toEqual({ gameId: plain.gameId, start: null });
    await backend.close();
  });
});
