// @vitest-environment happy-dom

// The replay's words and figures: no double negative in luck ("the dice took from you −24.28" was shown), a
// seat's name never conjugated ("You rolls first", "You’s expected total"), both luck colours named, the
// note on why seats on the same dice differ in luck, and each seat's accuracy as accuracyOf gives it.

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accuracyOf, type Grade, type GradeClass } from '../../../src/shared/coach';
import { accuracyText } from '../../../src/shared/coach/accuracy-words';
import { startGame, type Seat } from '../../../src/shared/game';
import type { CoursePoint, SeatSplit } from '../../../src/shared/replay';
import { LuckSkill, luckSentence } from '../../../src/renderer/replay/LuckSkill';
import { StepDetail } from '../../../src/renderer/replay/StepDetail';
import { stepWords } from '../../../src/renderer/replay/step-words';

afterEach(cleanup);

const SEATS: readonly Seat[] = [
  { kind: 'human', name: 'You' },
  { kind: 'bot', name: 'Perfect bot', level: 'perfect' },
];

/** A graded decision of `seat` that lost `loss`. */
function grade(index: number, seat: number, loss: number, cls: GradeClass): Grade {
  return {
    index,
    seat,
    round: 1,
    rollsLeft: 1,
    dice: [2, 2, 2, 2, 4],
    chosen: { choice: { type: 'score', box: 'ones' }, words: 'score Ones', ev: 236.9 },
    best: { choice: { type: 'keep', keep: [2, 2, 2, 2] }, words: 'keep 2-2-2-2', ev: 236.9 + loss },
    loss,
    grade: cls,
  };
}

const split = (seat: number, luck: number, loss: number): SeatSplit => ({
  seat,
  start: 254.5877,
  luck,
  typed: 0,
  typedTurns: 0,
  loss,
  cutShort: 0,
  total: 254.5877 + luck - loss,
  decisions: 3,
});

describe('luck in words', () => {
  it('says what the dice took without a sign (the verb says which way)', () => {
    expect(luckSentence(split(0, -24.28, 35.89))).toBe('decisions lost 35.89 points; the dice took 24.28');
    expect(luckSentence(split(0, 9.6, 0))).toBe('decisions lost 0.00 points; the dice gave 9.60');
    expect(luckSentence(split(0, 0.001, 1))).toBe('decisions lost 1.00 points; the dice changed nothing');
  });

  it('shows each seat with its name, its accuracy, both colours of the bars and why luck differs', () => {
    const grades = [grade(3, 0, 0, 'best'), grade(5, 0, 3.42, 'mistake'), grade(8, 1, 0, 'best')];
    render(
      <LuckSkill
        splits={[split(0, -24.28, 3.42), split(1, 12.5, 0)]}
        seats={SEATS}
        grades={grades}
        sharedDice
        over={false}
      />,
    );
    const [you, bot] = screen.getAllByTestId('luck-line');
    expect(you?.textContent).toContain('You: accuracy 75.2%; decisions lost 3.42 points');
    expect(you?.textContent).toContain('the dice took 24.28');
    expect(you?.textContent).not.toMatch(/took (from you )?−/);
    const accuracy = accuracyOf(grades, 2);
    const shown = screen.getAllByTestId('luck-accuracy');
    expect(Number(shown[0]?.getAttribute('data-accuracy'))).toBe(accuracy[0]?.accuracy);
    expect(shown[0]?.textContent).toBe(accuracyText(accuracy[0]!.accuracy));
    expect(shown[1]?.textContent).toBe('100%');
    expect(bot?.textContent).toContain('Perfect bot: accuracy 100%');
    expect(screen.getByTestId('luck-note').textContent).toContain(
      'Luck is measured from each seat’s own position',
    );
    expect(screen.getByTestId('luck-note').textContent).toContain(
      'seats dealt the same dice have different luck',
    );
    const legend = screen.getByTestId('luck-legend').textContent;
    expect(legend).toContain('the dice helped');
    expect(legend).toContain('the dice hurt');
    expect(legend).toContain('lost to decisions');
  });

  it('says a seat without decisions has no accuracy yet, and leaves shared dice out when they were not', () => {
    render(
      <LuckSkill
        splits={[split(0, 1, 0)]}
        seats={SEATS.slice(0, 1)}
        grades={[]}
        sharedDice={false}
        over={false}
      />,
    );
    expect(screen.getByTestId('luck-accuracy').textContent).toBe('no decisions yet');
    expect(screen.getByTestId('luck-note').textContent).not.toContain('same dice');
  });
});

describe('seat names are names', () => {
  it('the start names who rolls first without conjugating the name', () => {
    const game = startGame({ variant: 'standard', seats: SEATS, createdAt: '2026-01-01T00:00:00.000Z' });
    const words = stepWords({
      index: 0,
      state: game.state,
      seat: 0,
      kind: 'start',
      dice: null,
      kept: [],
      rollsLeft: 3,
      box: null,
      final: false,
      round: 1,
    });
    expect(words).toBe('The start: every sheet is empty. First to roll: You.');
  });

  it('a roll says what the dice did to the seat’s expected total, the name as a label', () => {
    const point: CoursePoint = { index: 3, kind: 'roll', seat: 0, expected: [247.78, 254.59], change: -6.16 };
    render(<StepDetail point={point} decision={null} seatName={(s) => SEATS[s]!.name} />);
    const text = screen.getByTestId('step-detail').textContent;
    expect(text).toBe('You: the dice took 6.16 points; expected total from 253.94 to 247.78.');
    expect(text).not.toContain('You’s');
  });

  it('a decision shows its class and the best option', () => {
    render(
      <StepDetail
        point={null}
        decision={{ grade: grade(5, 0, 3.42, 'mistake'), takenBack: false }}
        seatName={(s) => SEATS[s]!.name}
      />,
    );
    expect(screen.getByTestId('step-grade').textContent).toBe('Mistake');
    expect(screen.getByTestId('step-best').textContent).toBe(
      'Best: keep 2-2-2-2 (expected total 240.32); this lost 3.42 points (236.90).',
    );
  });
});
