// @vitest-environment happy-dom

// The coach's report as the hooks show it, when `coach-grades` are pushed before the report has ever been
// asked for, or while it is being fetched: the bug class of commit 2cec78d (pushed events meeting no cached
// entry were dropped, and the answer fetched later did not hold them). Here the transport is a stand-in whose
// coachGrades answer the test releases by hand, so each ordering is the test's only one.

import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiEventType, CoachReport } from '../../../src/shared/api/contract';
import type { Grade } from '../../../src/shared/coach';
import { addGrades, mergeFetchedReport, mergeGrades } from '../../../src/renderer/api/cache';
import { createApiClient, EventFanout, type ApiClient } from '../../../src/renderer/api/client';
import { useCoachGrades } from '../../../src/renderer/api/coach-hooks';
import { harness } from './harness';

afterEach(cleanup);

function grade(index: number, loss = 0): Grade {
  const best = { choice: { type: 'keep' as const, keep: [6, 6, 6] }, words: 'keep 6-6-6', ev: 250 };
  return {
    index,
    seat: 0,
    round: 1,
    rollsLeft: 2,
    dice: [1, 2, 6, 6, 6],
    chosen: loss === 0 ? best : { choice: { type: 'keep', keep: [6, 6] }, words: 'keep 6-6', ev: 250 - loss },
    best,
    loss,
    grade: loss === 0 ? 'best' : 'mistake',
  };
}

/** A transport whose coachGrades answers wait for `answer`, and whose events the test pushes. */
function standIn(): {
  client: ApiClient;
  push: (event: { type: ApiEventType } & Record<string, unknown>) => void;
  answer: (report: CoachReport) => void;
  asked: () => number;
} {
  const fanout = new EventFanout();
  const waiting: ((report: CoachReport) => void)[] = [];
  let asked = 0;
  const client = createApiClient({
    call: (method) => {
      if (method !== 'coachGrades') return Promise.reject(new Error(`${method} is not part of this test`));
      asked++;
      return new Promise((resolve) => waiting.push(resolve));
    },
    listen: (type, deliver) => fanout.listen(type, deliver),
  });
  return {
    client,
    push: (event) => fanout.deliver(event),
    answer: (report) => waiting.shift()?.(report),
    asked: () => asked,
  };
}

describe('merging grades', () => {
  it('keeps one grade per log index, the later list winning, in log order', () => {
    expect(mergeGrades([grade(5), grade(2)], [grade(9), grade(5, 3)]).map((g) => [g.index, g.loss])).toEqual([
      [2, 0],
      [5, 3],
      [9, 0],
    ]);
  });

  it('makes a report for grades pushed before any was cached', () => {
    expect(addGrades(undefined, { gameId: 'g', grades: [grade(3)], pending: 2 })).toEqual({
      gameId: 'g',
      grades: [grade(3)],
      pending: 2,
    });
  });

  it('keeps pushed grades when a fetched report lacks them; pending from the newer', () => {
    const cached: CoachReport = { gameId: 'g', grades: [grade(7)], pending: 0 };
    const fetched: CoachReport = { gameId: 'g', grades: [grade(3)], pending: 1 };
    expect(mergeFetchedReport(fetched, cached, true)).toEqual({
      gameId: 'g',
      grades: [grade(3), grade(7)],
      pending: 0,
    });
    expect(mergeFetchedReport(fetched, cached, false).pending).toBe(1);
    expect(mergeFetchedReport(fetched, undefined, false)).toBe(fetched);
  });
});

describe('useCoachGrades with grades pushed early', () => {
  it('keeps grades pushed before the report was ever asked for', async () => {
    const t = standIn();
    const wrapper = harness(t.client);
    // The provider subscribes first (the panel is off: nothing asks for the report yet).
    const { rerender, result } = renderHook(({ on }: { on: boolean }) => useCoachGrades('g', on), {
      wrapper,
      initialProps: { on: false },
    });
    await act(async () => {
      t.push({ type: 'coach-grades', gameId: 'g', grades: [grade(4, 2)], pending: 0 });
      await Promise.resolve();
    });
    expect(t.asked()).toBe(0);

    // The panel opens; the backend's answer was made before that grade and lacks it.
    rerender({ on: true });
    await waitFor(() => expect(t.asked()).toBe(1));
    await act(async () => t.answer({ gameId: 'g', grades: [grade(2)], pending: 0 }));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.data?.grades.map((g) => g.index)).toEqual([2, 4]);
  });

  it('keeps grades pushed while the report is on its way, with their pending count', async () => {
    const t = standIn();
    const { result } = renderHook(() => useCoachGrades('g'), { wrapper: harness(t.client) });
    await waitFor(() => expect(t.asked()).toBe(1));
    await act(async () => {
      t.push({ type: 'coach-grades', gameId: 'g', grades: [grade(6)], pending: 0 });
      await Promise.resolve();
    });
    await act(async () => t.answer({ gameId: 'g', grades: [grade(2)], pending: 1 }));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.data?.grades.map((g) => g.index)).toEqual([2, 6]);
    expect(result.current.data?.pending).toBe(0);

    // Later pushes land in the shown report.
    await act(async () => {
      t.push({ type: 'coach-grades', gameId: 'g', grades: [grade(9, 6)], pending: 0 });
      await Promise.resolve();
    });
    await waitFor(() => expect(result.current.data?.grades.map((g) => g.index)).toEqual([2, 6, 9]));
  });
});
