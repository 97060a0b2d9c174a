// The online soak's checks (online-soak.ts) in words, for `npm run bench:online -- --hostile` (the unit test
// makes each as an assertion of its own): every honest game over with every joiner's log the host's (less the
// dice's seed), every log within the rules of play, the host's memory and log within their bounds, the away bot
// in time, the hostile joiners held to the limits, and the restarted host holding every game.

import { joinersLog } from '../../src/main/online/joiner-log';
import {
  advance,
  isOver,
  MAX_KEEP_CHANGES_PER_ROLL,
  replay,
  type GameEvent,
  type GameState,
} from '../../src/shared/game';
import { awayBoundMs, logLinesBound, memoryBoundMb, type SoakReport } from './online-soak';

/** Each `kept` event of a log that breaks the rules of play: one that changes nothing, or past a roll's cap. */
export function keepProblems(events: readonly GameEvent[], cap: number): string[] {
  const problems: string[] = [];
  let state: GameState | null = null;
  let changes = 0;
  for (const [index, event] of events.entries()) {
    if (event.type === 'kept' && state !== null) {
      const held = state.turn.kept;
      const same = held.length === event.positions.length && held.every((p, i) => p === event.positions[i]);
      if (same) problems.push(`event ${index}: a keep that changes nothing`);
      if (++changes > cap) problems.push(`event ${index}: keep change ${changes} of one roll`);
    } else changes = 0;
    state = advance(state, event);
  }
  return problems;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What did not hold, in words (none: every check held). */
export function soakProblems(report: SoakReport): string[] {
  const problems = [...report.problems];
  for (const game of [...report.games, report.restart.resumed.game]) {
    const keeps = keepProblems(game.host, MAX_KEEP_CHANGES_PER_ROLL);
    if (keeps.length > 0)
      problems.push(`${game.table}: ${keeps.length} keeps against the rules (${keeps[0]})`);
    if (!isOver(replay(game.host))) problems.push(`${game.table}: not over`);
    for (const joiner of game.joiners) {
      if (!same(joiner.events, joinersLog(game.host)))
        problems.push(`${game.table}: ${joiner.name}'s log differs`);
    }
  }
  const grew = report.memory.peak.heldMb - report.memory.before.heldMb;
  if (grew >= memoryBoundMb(report.size)) {
    problems.push(`memory grew ${grew.toFixed(1)} MiB (bound ${memoryBoundMb(report.size)} MiB)`);
  }
  for (const ms of report.away) {
    if (ms === null || ms >= awayBoundMs(report.size)) problems.push(`the away bot took ${ms ?? 'no'} ms`);
  }
  if (report.hostile.neverReaders.dropped < report.lobbyNeverReaders / 2) {
    problems.push(`${report.hostile.neverReaders.dropped} never-readers dropped`);
  }
  if (!report.lockedOut.back)
    problems.push(`the locked-out seat holder is not back: ${report.lockedOut.why}`);
  const refusals = report.hostLog.filter((line) => !line.includes('was silent')).length;
  if (refusals > logLinesBound(report.size, report.wallSeconds)) problems.push(`${refusals} log lines`);
  for (const game of report.games) {
    if (!same(report.restart.history.get(game.gameId), game.host))
      problems.push(`${game.table}: not in history`);
  }
  const { resumed } = report.restart;
  if (!resumed.welcomed.every((log) => same(log, joinersLog(resumed.before)))) {
    problems.push('the resumed game was not the one saved');
  }
  return problems;
}
