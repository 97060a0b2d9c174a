// @vitest-environment happy-dom

// The replay's charts as targets and pictures: every decision's column of the loss bars selects it, a best
// one (no bar) and a small loss (a bar a few pixels high) alike, and says which decision it is; the course
// chart names each seat's line and has a tick for every round.

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Seat } from '../../../src/shared/game';
import type { CourseRow, LossBar } from '../../../src/shared/replay';
import { CourseChart, roundTicks } from '../../../src/renderer/replay/CourseChart';
import { LossBarsChart } from '../../../src/renderer/replay/LossBarsChart';

afterEach(cleanup);

const BARS: readonly LossBar[] = [
  { step: 2, index: 2, round: 1, decision: 1, loss: 37.02, grade: 'blunder' },
  { step: 4, index: 4, round: 1, decision: 2, loss: 0, grade: 'best' },
  { step: 9, index: 8, round: 2, decision: 3, loss: 0.4, grade: 'inaccuracy' },
];

describe('loss bars', () => {
  it('makes every decision’s column a target, with or without a bar', () => {
    const onStep = vi.fn();
    render(<LossBarsChart bars={BARS} seatName="You" selected={null} onStep={onStep} />);
    const columns = screen.getAllByTestId('loss-column');
    expect(columns.map((c) => c.getAttribute('data-index'))).toEqual(['2', '4', '8']);
    fireEvent.click(columns[1]!);
    fireEvent.click(columns[2]!);
    expect(onStep.mock.calls).toEqual([[4], [9]]);
  });

  it('says which decision a column is when pointed at', () => {
    render(<LossBarsChart bars={BARS} seatName="You" selected={null} onStep={() => {}} />);
    expect(screen.queryByTestId('loss-bar-tip')).toBeNull();
    fireEvent.mouseEnter(screen.getAllByTestId('loss-column')[1]!);
    expect(screen.getByTestId('loss-bar-tip').textContent).toBe('Decision 2, round 1: Best, 0.00');
    fireEvent.mouseEnter(screen.getAllByTestId('loss-column')[2]!);
    expect(screen.getByTestId('loss-bar-tip').textContent).toBe('Decision 3, round 2: Inaccuracy, −0.40');
  });
});

describe('course chart', () => {
  const seats: readonly Seat[] = [
    { kind: 'human', name: 'You' },
    { kind: 'bot', name: 'Perfect bot', level: 'perfect' },
  ];
  // Two rounds of two seats: start, then each turn a roll and a score.
  const rounds = [1, 1, 1, 1, 1, 2, 2, 2, 2];
  const rows: CourseRow[] = rounds.map((round, step) => ({ step, round, values: [250 - step, 250 + step] }));

  it('names every seat’s line in a legend', () => {
    render(<CourseChart rows={rows} seats={seats} step={0} onStep={() => {}} />);
    const legend = screen.getByTestId('course-legend');
    expect([...legend.querySelectorAll('li')].map((li) => li.textContent?.trim())).toEqual([
      'You',
      'Perfect bot',
    ]);
  });

  it('has a tick at the first step of every round', () => {
    expect(roundTicks(rows)).toEqual([0, 5]);
  });
});
