// The analysis worker's queue, over a fake worker whose calls the test finishes by hand: one call in flight at
// a time, live calls before background ones (first come first served within each), the waiting background
// calls bounded (the oldest refused with AnalysisBusy, live ones never), and a failed call does not stop it.

import { describe, expect, it } from 'vitest';
import {
  AnalysisBusy,
  AnalysisQueue,
  BACKGROUND_WAITING,
  type AnalysisPriority,
} from '../../../src/main/solver/analysis-queue';

/** A worker that answers a call only when the test says so, and notes what it was asked, in order. */
class FakeWorker {
  readonly started: string[] = [];
  inFlight = 0;
  mostInFlight = 0;
  private readonly answers = new Map<string, { ok: () => void; fail: (error: Error) => void }>();

  call(name: string): Promise<string> {
    this.started.push(name);
    this.inFlight++;
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    return new Promise<string>((resolve, reject) => {
      const done = (): void => {
        this.inFlight--;
        this.answers.delete(name);
      };
      this.answers.set(name, {
        ok: () => {
          done();
          resolve(`${name} done`);
        },
        fail: (error) => {
          done();
          reject(error);
        },
      });
    });
  }

  /** Answers the call in flight (there is one at most). */
  async finish(how: 'ok' | 'fail' = 'ok'): Promise<void> {
    const [answer] = this.answers.values();
    if (!answer) throw new Error('no call in flight');
    if (how === 'ok') answer.ok();
    else answer.fail(new Error('the worker failed'));
    // Let the queue start the next call.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  }
}

function setUp(limit?: number): {
  queue: AnalysisQueue;
  worker: FakeWorker;
  ask: (priority: AnalysisPriority, name: string) => Promise<string>;
  settled: Map<string, string>;
} {
  const queue = new AnalysisQueue(limit);
  const worker = new FakeWorker();
  const settled = new Map<string, string>();
  const ask = (priority: AnalysisPriority, name: string): Promise<string> => {
    const answer = queue.run(priority, () => worker.call(name));
    answer.then(
      (value) => settled.set(name, value),
      (error: Error) => settled.set(name, `${error.name}: ${error.message}`),
    );
    return answer;
  };
  return { queue, worker, ask, settled };
}

describe('the analysis queue', () => {
  it('sends one call at a time, in arrival order within a priority', async () => {
    const { worker, ask, queue } = setUp();
    const answers = ['replay 1', 'replay 2', 'replay 3'].map((name) => ask('background', name));
    expect(worker.started).toEqual(['replay 1']);
    expect(queue.waitingCount).toEqual({ live: 0, background: 2, idle: 0 });
    for (let i = 0; i < 3; i++) await worker.finish();
    expect(await Promise.all(answers)).toEqual(['replay 1 done', 'replay 2 done', 'replay 3 done']);
    expect(worker.started).toEqual(['replay 1', 'replay 2', 'replay 3']);
    expect(worker.mostInFlight).toBe(1);
    expect(queue.busy).toBe(false);
  });

  it('sends a live call before the background calls waiting, after the one in flight', async () => {
    const { worker, ask } = setUp();
    ask('background', 'replay 1');
    ask('background', 'replay 2');
    ask('background', 'replay 3');
    ask('live', 'grade');
    ask('background', 'report');
    ask('live', 'hint');
    await worker.finish();
    expect(worker.started).toEqual(['replay 1', 'grade']);
    for (let i = 0; i < 5; i++) await worker.finish();
    expect(worker.started).toEqual(['replay 1', 'grade', 'hint', 'replay 2', 'replay 3', 'report']);
    expect(worker.mostInFlight).toBe(1);
  });

  it('sends idle calls (a live game’s grades by win chance) after every background call waiting, bounded alike', async () => {
    const { worker, ask, queue, settled } = setUp(2);
    ask('idle', 'win grade 1');
    ask('idle', 'win grade 2');
    ask('idle', 'win grade 3');
    ask('background', 'replay');
    ask('idle', 'win grade 4');
    await Promise.resolve();
    // The oldest idle call waiting went past the bound; the replay waits for the one in flight only.
    expect(settled.get('win grade 2')).toMatch(/^AnalysisBusy: /);
    expect(queue.waitingCount).toEqual({ live: 0, background: 1, idle: 2 });
    for (let i = 0; i < 4; i++) await worker.finish();
    expect(worker.started).toEqual(['win grade 1', 'replay', 'win grade 3', 'win grade 4']);
  });

  it('refuses the oldest waiting background call beyond its bound, never a live one', async () => {
    const { worker, ask, queue, settled } = setUp(2);
    ask('background', 'replay 1'); // in flight: not waiting
    ask('background', 'replay 2');
    ask('background', 'replay 3');
    ask('background', 'replay 4');
    await Promise.resolve();
    expect(settled.get('replay 2')).toMatch(/^AnalysisBusy: the coach is busy: /);
    expect(queue.waitingCount).toEqual({ live: 0, background: 2, idle: 0 });
    for (let i = 0; i < 20; i++) ask('live', `hint ${i}`);
    expect(queue.waitingCount).toEqual({ live: 20, background: 2, idle: 0 });
    for (let i = 0; i < 23; i++) await worker.finish();
    expect(worker.started).not.toContain('replay 2');
    expect(worker.started.slice(-2)).toEqual(['replay 3', 'replay 4']);
    expect([...settled.values()].filter((v) => v.startsWith('AnalysisBusy'))).toHaveLength(1);
    expect(settled.size).toBe(24);
  });

  it('with no room for waiting background calls, still runs one when the worker is idle', async () => {
    const { worker, ask, settled } = setUp(0);
    const first = ask('background', 'replay 1');
    ask('background', 'replay 2');
    await Promise.resolve();
    expect(settled.get('replay 2')).toMatch(/^AnalysisBusy/);
    await worker.finish();
    await expect(first).resolves.toBe('replay 1 done');
  });

  it('goes on after a call that fails or throws', async () => {
    const { worker, ask, queue } = setUp();
    const failing = ask('live', 'grade');
    const thrown = queue.run('live', () => {
      throw new Error('no worker script');
    });
    const after = ask('background', 'replay');
    await worker.finish('fail');
    await expect(failing).rejects.toThrow('the worker failed');
    await expect(thrown).rejects.toThrow('no worker script');
    await worker.finish();
    await expect(after).resolves.toBe('replay done');
  });

  it('bounds the background calls waiting by default, and refuses a bad bound', () => {
    expect(BACKGROUND_WAITING).toBe(64);
    expect(() => new AnalysisQueue(-1)).toThrow('a whole number from 0');
    expect(new AnalysisBusy('x')).toBeInstanceOf(Error);
  });
});
