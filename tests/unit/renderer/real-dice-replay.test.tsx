// @vitest-environment happy-dom

// A real-dice game in History and its replay, in words: the list marks how it was played ("real dice,
// coached" / "real dice, score sheet"); luck against skill counts a score sheet's typed final dice apart from
// luck and says why; a final-dice step says it is luck and keeps together; the decision list names a score on
// final dice as such.

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FinishedGame } from '../../../src/shared/api/contract';
import type { Grade } from '../../../src/shared/coach';
import type { Seat } from '../../../src/shared/game';
import { TYPED_FINAL_NOTE, type CoursePoint, type SeatSplit } from '../../../src/shared/replay';
import { HistoryRow } from '../../../src/renderer/history/HistoryRow';
import { FinishedGames } from '../../../src/renderer/history/FinishedGames';
import { harness } from './harness';
import { openTestBackend, tempDataDir } from '../backend/helpers';
import { DecisionList } from '../../../src/renderer/replay/DecisionList';
import { LuckSkill, luckSentence } from '../../../src/renderer/replay/LuckSkill';
import { StepDetail } from '../../../src/renderer/replay/StepDetail';

afterEach(cleanup);

const SEATS: readonly Seat[] = [
  { kind: 'human', name: 'Ann' },
  { kind: 'human', name: 'Ben' },
];

function split(seat: number, luck: number, typed: number, typedTurns: number, loss: number): SeatSplit {
  const start = 254.5877;
  return {
    seat,
    start,
    luck,
    typed,
    typedTurns,
    loss,
    cutShort: 0,
    total: start + luck + typed - loss,
    decisions: 13,
  };
}

function finished(realDice: FinishedGame['realDice']): FinishedGame {
  return {
    gameId: '1',
    createdAt: '2026-11-01T10:00:00.000Z',
    finishedAt: '2026-11-01T11:00:00.000Z',
    variant: 'standard',
    options: { secondYacht: true, joker: 'forced' },
    seats: [...SEATS],
    standings: SEATS.map((s, seat) => ({ seat, name: s.name, total: 200 - seat, place: seat + 1 })),
    practice: false,
    ...(realDice ? { realDice } : {}),
  };
}

describe('a real-dice game in History', () => {
  it.each([
    ['coached', 'real dice, coached'],
    ['sheet', 'real dice, score sheet'],
  ] as const)('a %s game is marked “%s”', (mode, words) => {
    render(<HistoryRow game={finished({ mode })} accuracy={undefined} onDelete={() => {}} />);
    expect(screen.getByTestId('history-real-dice').textContent).toBe(words);
  });

  it('the setup page’s last games mark it too', async () => {
    const backend = await openTestBackend(await tempDataDir());
    render(<FinishedGames games={[finished({ mode: 'sheet' })]} />, { wrapper: harness(backend.client) });
    expect((await screen.findByTestId('finished-real-dice')).textContent).toBe('real dice, score sheet');
    cleanup();
    await backend.close();
  });

  it('a game the app rolled has no such mark', () => {
    render(<HistoryRow game={finished(undefined)} accuracy={undefined} onDelete={() => {}} />);
    expect(screen.queryByTestId('history-real-dice')).toBeNull();
  });
});

describe('luck against skill on a score sheet', () => {
  it('counts the typed final dice apart from luck, in the sentence and the sum', () => {
    expect(luckSentence(split(0, 0, 21.3, 13, 4.2))).toBe(
      'decisions lost 4.20 points; the rolls typed one by one changed nothing; the typed final dice of 13 turns (luck and keeps together) gave 21.30',
    );
    expect(luckSentence(split(0, -2.5, -7, 1, 0))).toBe(
      'decisions lost 0.00 points; the rolls typed one by one took 2.50; the typed final dice of 1 turn (luck and keeps together) took 7.00',
    );
    // A game without typed final dice reads as before.
    expect(luckSentence(split(0, 9.6, 0, 0, 0))).toBe('decisions lost 0.00 points; the dice gave 9.60');
  });

  it('says why the typed final dice are not luck, only where there are some', () => {
    const { unmount } = render(
      <LuckSkill
        splits={[split(0, 0, 21.3, 13, 4.2), split(1, 0, -10, 13, 12)]}
        seats={SEATS}
        grades={[]}
        sharedDice={false}
        over
      />,
    );
    expect(screen.getByTestId('typed-note').textContent).toBe(TYPED_FINAL_NOTE);
    const [ann] = screen.getAllByTestId('luck-line');
    expect(ann?.getAttribute('data-typed-turns')).toBe('13');
    expect(ann?.textContent).toContain('+ 21.30 typed − 4.20 = 272');
    expect(screen.getByTestId('luck-legend').textContent).toContain(
      'typed final dice: luck and keeps together',
    );
    unmount();
    render(<LuckSkill splits={[split(0, 3, 0, 0, 1)]} seats={SEATS} grades={[]} sharedDice={false} over />);
    expect(screen.queryByTestId('typed-note')).toBeNull();
    expect(screen.getByTestId('luck-line').textContent).not.toContain('typed');
  });

  it('a step on typed final dice says it is luck and keeps together', () => {
    const point: CoursePoint = {
      index: 1,
      kind: 'roll',
      seat: 0,
      expected: [260.1, 254.59],
      change: 5.51,
      final: true,
    };
    render(<StepDetail point={point} decision={null} seatName={(s) => SEATS[s]!.name} />);
    const detail = screen.getByTestId('step-detail');
    expect(detail.getAttribute('data-final')).toBe('true');
    expect(detail.textContent).toContain('Ann: the turn’s final dice, typed on the score sheet');
    expect(detail.textContent).toContain('luck and the keeps at the table together');
    expect(detail.textContent).not.toContain('the dice gave');
  });

  it('the decision list names a score on final dice', () => {
    const grade = (index: number): Grade => ({
      index,
      seat: 0,
      round: 1,
      rollsLeft: 0,
      dice: [6, 6, 6, 2, 3],
      chosen: { choice: { type: 'score', box: 'sixes' }, words: 'score Sixes', ev: 250 },
      best: { choice: { type: 'score', box: 'sixes' }, words: 'score Sixes', ev: 250 },
      loss: 0,
      grade: 'best',
    });
    render(
      <DecisionList
        entries={[2, 9].map((i) => ({ grade: grade(i), takenBack: false }))}
        seats={SEATS}
        selected={null}
        onSelect={() => {}}
        finalScores={new Set([2])}
      />,
    );
    const rows = screen.getAllByTestId('decision-row');
    expect(rows[0]?.textContent).toContain('final dice');
    expect(rows[1]?.textContent).toContain('roll 3');
  });
});
