// "Grade by: win chance" at the table: the guard asks by win chance lost where the hint has win chances (and by
// points otherwise, whatever the setting), the hint lists the most likely to win first while each option still
// plays itself, and a grade shows its class, loss and best in the chosen measure with the parting words.

import { describe, expect, it } from 'vitest';
import type { Hint } from '../../../src/shared/api/contract';
import { winGradeOf, type Grade, type RankedOption } from '../../../src/shared/coach';
import { mergeGrades } from '../../../src/renderer/api/cache';
import { guardWarning } from '../../../src/renderer/coach/guard';
import { orderedOptions, shownGrade, shownOption, winLossText } from '../../../src/renderer/coach/measure';

function option(
  choice: RankedOption['choice'],
  words: string,
  loss: number,
  chance: number,
  bestChance: number,
): RankedOption {
  const winLoss = bestChance - chance;
  return {
    choice,
    words,
    ev: 250 - loss,
    loss,
    grade: loss < 0.01 ? 'best' : 'mistake',
    facts: [],
    win: { chance, loss: winLoss, grade: winGradeOf(winLoss) },
  };
}

// Keeping the four sixes is best for points; scoring Chance now wins more often.
const options = [
  option({ type: 'keep', keep: [6, 6, 6, 6] }, 'keep 6-6-6-6', 0, 0.62, 0.9),
  option({ type: 'keep', keep: [2, 6] }, 'keep 2-6', 3.2, 0.3, 0.9),
  option({ type: 'score', box: 'chance' }, 'score Chance', 6.3, 0.9, 0.9),
];
const hint: Hint = {
  gameId: 'g',
  at: 3,
  seat: 0,
  rollsLeft: 2,
  dice: [2, 6, 6, 6, 6],
  current: 0,
  options,
  win: { exact: true, turnsExact: 2 },
  actions: [
    { type: 'roll', keep: [1, 2, 3, 4] },
    { type: 'roll', keep: [0, 1] },
    { type: 'score', box: 'chance' },
  ],
};
const sixes = { type: 'keep', keep: [6, 6, 6, 6] } as const;
const chance = { type: 'score', box: 'chance' } as const;

describe('the guard by win chance', () => {
  it('asks before giving away win chance, naming the win-best', () => {
    expect(guardWarning(hint, sixes, 'blunder', 'win')).toEqual({
      loss: 0.9 - 0.62,
      byWin: true,
      grade: 'blunder',
      best: 'score Chance',
    });
    expect(guardWarning(hint, chance, 'inaccuracy', 'win')).toBeNull();
    // By points the same moves read the other way round.
    expect(guardWarning(hint, sixes, 'inaccuracy', 'points')).toBeNull();
    expect(guardWarning(hint, chance, 'blunder', 'points')?.byWin).toBe(false);
  });

  it('goes by points where the hint has no win chances (a solo game)', () => {
    const solo: Hint = {
      ...hint,
      win: undefined,
      options: options.map(({ win: _win, ...o }) => o),
    };
    expect(guardWarning(solo, sixes, 'inaccuracy', 'win')).toBeNull();
    expect(guardWarning(solo, chance, 'blunder', 'win')).toMatchObject({ byWin: false, loss: 6.3 });
  });
});

describe('the hint by win chance', () => {
  it('lists the most likely to win first, each with its own index to play', () => {
    const ordered = orderedOptions(options, 'win');
    expect(ordered.map((o) => o.option.words)).toEqual(['score Chance', 'keep 6-6-6-6', 'keep 2-6']);
    expect(ordered.map((o) => hint.actions[o.index]?.type)).toEqual(['score', 'roll', 'roll']);
    expect(orderedOptions(options, 'points').map((o) => o.index)).toEqual([0, 1, 2]);
    expect(shownOption(options[2]!, 'win')).toEqual({ byWin: true, grade: 'best', loss: 0 });
    expect(shownOption(options[2]!, 'points')).toEqual({ byWin: false, grade: 'mistake', loss: 6.3 });
  });
});

describe('a grade by win chance', () => {
  const grade: Grade = {
    index: 4,
    seat: 0,
    round: 12,
    rollsLeft: 2,
    dice: [2, 6, 6, 6, 6],
    chosen: { choice: sixes, words: 'keep 6-6-6-6', ev: 250 },
    best: { choice: sixes, words: 'keep 6-6-6-6', ev: 250 },
    loss: 0,
    grade: 'best',
    win: {
      chosen: 0.62,
      best: { choice: chance, words: 'score Chance', chance: 0.9 },
      loss: 0.28,
      grade: 'blunder',
      exact: true,
      turnsExact: 2,
    },
  };

  it('shows the class, loss and best of the measure chosen, and where the aims part', () => {
    const byWin = shownGrade(grade, 'win');
    expect(byWin).toMatchObject({ byWin: true, grade: 'blunder', best: 'score Chance' });
    expect(byWin.lossText).toBe('−28.0% win chance');
    expect(byWin.parting).toBe('for points: keep 6-6-6-6; to win: score Chance');
    expect(shownGrade(grade, 'points')).toMatchObject({ byWin: false, grade: 'best', best: 'keep 6-6-6-6' });
    const { win: _win, ...points } = grade;
    expect(shownGrade(points, 'win')).toMatchObject({ byWin: false, grade: 'best', parting: null });
    expect(winLossText(0)).toBe('0.0%');
  });

  it('stays by win chance when a report read before it came is merged in', () => {
    const { win: _win, ...points } = grade;
    expect(mergeGrades([grade], [points])).toEqual([grade]);
    expect(mergeGrades([points], [grade])).toEqual([grade]);
  });
});
