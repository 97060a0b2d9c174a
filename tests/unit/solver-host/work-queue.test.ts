// The solver's work queue: one task at a time, most urgent first, bounded where callers can grow it.

import { describe, expect, it } from 'vitest';
import { SolveCancelled } from '../../../src/shared/solver';
import { SolveDropped, SolverBusy, WorkQueue, type WorkPriority } from '../../../src/main/solver/work-queue';

/** A task the test finishes by hand, recording when it started. */
function gate(log: string[], name: string): { task: () => Promise<string>; finish: () => void } {
  let finish = (): void => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('runs one task at a time, the most urgent first, first come first served within a priority', async () => {
    const queue = new WorkQueue({ screen: 10, prefetch: 10 });
    const log: string[] = [];
    const first = gate(log, 'running');
    const order: [string, WorkPriority][] = [
      ['prefetch-1', 'prefetch'],
      ['screen-1', 'screen'],
      ['bonus-1', 'bonus'],
      ['game-1', 'game'],
      ['screen-2', 'screen'],
      ['game-2', 'game'],
    ];
    const running = queue.enqueue('prefetch', first.task).promise;
    const rest = order.map(([name, priority]) => queue.enqueue(priority, async () => void log.push(name)));
    await tick();
    expect(log).toEqual(['running']);
    expect(queue.counts()).toEqual({ game: 2, screen: 2, bonus: 1, prefetch: 1 });
    first.finish();
    await running;
    await Promise.all(rest.map((r) => r.promise));
    expect(log).toEqual(['running', 'game-1', 'game-2', 'screen-1', 'screen-2', 'bonus-1', 'prefetch-1']);
    await tick();
    expect(queue.busy).toBe(false);
  });

  it('refuses a screen request beyond its room, and takes one again once room is made', async () => {
    const queue = new WorkQueue({ screen: 2 });
    const log: string[] = [];
    const first = gate(log, 'running');
    void queue.enqueue('game', first.task).promise;
    const a = queue.enqueue('screen', async () => 'a');
    const b = queue.enqueue('screen', async () => 'b');
    const c = queue.enqueue('screen', async () => 'c');
    await expect(c.promise).rejects.toBeInstanceOf(SolverBusy);
    await expect(c.promise).rejects.toThrow(/already has 2 requests waiting/);
    // A game's request is never refused.
    const game = queue.enqueue('game', async () => 'game');
    first.finish();
    await expect(Promise.all([a.promise, b.promise, game.promise])).resolves.toEqual(['a', 'b', 'game']);
    await expect(queue.enqueue('screen', async () => 'd').promise).resolves.toBe('d');
  });

  it('takes the next step of work already taken even when full, ahead of new work of its priority', async () => {
    const queue = new WorkQueue({ screen: 1 });
    const log: string[] = [];
    const first = gate(log, 'running');
    void queue.enqueue('game', first.task).promise;
    const waiting = queue.enqueue('screen', async () => void log.push('new'));
    const step = queue.enqueue('screen', async () => void log.push('second step'), { continuing: true });
    const refused = queue.enqueue('screen', async () => void log.push('refused'));
    await expect(refused.promise).rejects.toBeInstanceOf(SolverBusy);
    first.finish();
    await Promise.all([waiting.promise, step.promise]);
    expect(log).toEqual(['running', 'second step', 'new']);
  });

  it('drops the oldest early request for a newer one beyond its room', async () => {
    const queue = new WorkQueue({ prefetch: 2 });
    const log: string[] = [];
    const first = gate(log, 'running');
    void queue.enqueue('game', first.task).promise;
    const early = [1, 2, 3, 4].map((n) => queue.enqueue('prefetch', async () => void log.push(`early-${n}`)));
    await expect(early[0]!.promise).rejects.toBeInstanceOf(SolveDropped);
    await expect(early[1]!.promise).rejects.toBeInstanceOf(SolveCancelled);
    expect(queue.counts().prefetch).toBe(2);
    first.finish();
    await Promise.all([early[2]!.promise, early[3]!.promise]);
    expect(log).toEqual(['running', 'early-3', 'early-4']);
  });

  it('raises a waiting task: an early request a game now waits for goes before the screens', async () => {
    const queue = new WorkQueue();
    const log: string[] = [];
    const first = gate(log, 'running');
    void queue.enqueue('game', first.task).promise;
    const early = queue.enqueue('prefetch', async () => void log.push('early'));
    const screen = queue.enqueue('screen', async () => void log.push('screen'));
    early.raise('game');
    // Raising never lowers.
    early.raise('prefetch');
    first.finish();
    await Promise.all([early.promise, screen.promise]);
    expect(log).toEqual(['running', 'early', 'screen']);
  });

  it('takes a waiting task out when its caller gives up; the running one is the task’s own to stop', async () => {
    const queue = new WorkQueue();
    const log: string[] = [];
    const first = gate(log, 'running');
    const controller = new AbortController();
    void queue.enqueue('game', first.task).promise;
    const left = queue.enqueue('screen', async () => void log.push('left'), { signal: controller.signal });
    const stays = queue.enqueue('screen', async () => void log.push('stays'));
    controller.abort();
    await expect(left.promise).rejects.toBeInstanceOf(SolveCancelled);
    expect(queue.counts().screen).toBe(1);
    first.finish();
    await stays.promise;
    expect(log).toEqual(['running', 'stays']);
    const already = new AbortController();
    already.abort();
    await expect(
      queue.enqueue('game', async () => 1, { signal: already.signal }).promise,
    ).rejects.toBeInstanceOf(SolveCancelled);
  });

  it('runs its clean-up after each task, before the next one starts, and goes on after a failing task', async () => {
    const log: string[] = [];
    const queue = new WorkQueue({}, async () => void log.push('clean'));
    const failing = queue.enqueue('game', async () => {
      log.push('fails');
      throw new Error('boom');
    });
    const next = queue.enqueue('game', async () => void log.push('next'));
    await expect(failing.promise).rejects.toThrow('boom');
    await next.promise;
    await tick();
    expect(log).toEqual(['fails', 'clean', 'next', 'clean']);
  });
});
