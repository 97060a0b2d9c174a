// A game's replay in win chance asked of the analysis worker a turn at a time: a whole game takes seconds (each
// turn carries a seat's final total anew, and its decisions are solved), and asked as one call it held up every
// replay and report asked after it on the same worker. Between turns, the others go first.

import { liveEvents, type GameEvent } from '../../shared/game';
// The module, not the replay's index: the index brings the bots (Shadow Perfect) and their JSON, which the
// command line's modules the e2e tests import cannot load.
import { REPLAY_WIN_BUDGET, type ReplayWin, type ReplayWinPart } from '../../shared/replay/win-marks';

/** Asks one turn: the log up to its end, its decisions from `from`, and whether the log ends with its box. */
export type AskTurn = (events: readonly GameEvent[], from: number, scored: boolean) => Promise<ReplayWinPart>;

/** replayWin of a game of two or more seats (null alone), turn by turn through `ask`. */
export async function replayWinByTurns(
  events: readonly GameEvent[],
  ask: AskTurn,
): Promise<ReplayWin | null> {
  const created = events[0];
  if (created?.type !== 'created') throw new Error("a game's log starts with its 'created' event");
  if (created.seats.length < 2) return null;
  const ends = liveEvents(events).filter((i) => events[i]?.type === 'scored');
  const course: NonNullable<ReplayWinPart['point']>[] = [];
  const decisions: ReplayWinPart['decisions'][number][] = [];
  let from = 1;
  for (const end of [0, ...ends]) {
    const part = await ask(events.slice(0, end + 1), from, true);
    if (part.point) course.push(part.point);
    decisions.push(...part.decisions);
    from = end + 1;
  }
  // A game in progress: the decisions of the turn under way.
  if (from < events.length) decisions.push(...(await ask(events, from, false)).decisions);
  return { course, decisions, exact: decisions.every((d) => d.exact), budget: REPLAY_WIN_BUDGET };
}
