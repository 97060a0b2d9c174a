// Play it out: a line from any position of a game, against the game's dice grid. Making the game's own
// choices from any of a seat's positions rolls exactly the game's dice and ends on the seat's real total (the
// line follows the seat alone, at its turn and roll of the grid); another keep rolls the grid's cells for that
// turn and roll; a game without a grid rolls fresh dice; the game's log and states are never changed; a
// position that is not one is refused in words.

import { describe, expect, it } from 'vitest';
import { createBot, decisionAction, type Bot } from '../../../src/shared/bots';
import { keepChoice } from '../../../src/shared/coach';
import {
  apply,
  gridRow,
  gridRowFor,
  liveEvents,
  pad,
  scriptedRandom,
  seatTotals,
  seededRandom,
  startGame,
  type BotLevel,
  type DiceGrid,
  type GameEvent,
  type GameState,
} from '../../../src/shared/game';
import { rulesFromCustom } from '../../../src/shared/rules';
import {
  actionOf,
  foldStates,
  lineState,
  linePosition,
  maxLineMoves,
  playLine,
  positionIndexAt,
  positionState,
  restartLine,
  startLine,
  type PlayLine,
} from '../../../src/shared/replay';
import { CLASSIC_EXTRA } from '../../support/custom-rules';

/** A game of bots (no solved table needed), dealt from `grid` when given, else from seeded dice. */
function botGame(
  levels: readonly BotLevel[],
  grid: DiceGrid | null,
  custom?: typeof CLASSIC_EXTRA,
): { events: GameEvent[]; state: GameState } {
  const game = startGame({
    variant: custom?.base ?? 'standard',
    ...(custom ? { custom } : {}),
    seats: levels.map((level, i) =>
      i === 0 ? { kind: 'human', name: 'Ann' } : { kind: 'bot', name: `Bot ${i}`, level },
    ),
    grid,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const bots: Bot[] = levels.map((level) => createBot(level, game.state.rules, {}));
  const fresh = seededRandom('no-grid');
  const events: GameEvent[] = [...game.events];
  let state = game.state;
  for (let n = 0; !state.over && n < 6 * 13 * 4; n++) {
    const seat = state.turn.seat;
    const step = apply(state, decisionAction(bots[seat]!.decide(state), seat), {
      random: grid ? gridRowFor(grid, state) : fresh,
    });
    events.push(step.event);
    state = step.state;
  }
  expect(state.over).toBe(true);
  return { events, state };
}

/** The seat's live rolls and scores from log index `after` on (the moves its line must make again). */
function movesAfter(events: readonly GameEvent[], seat: number, after: number) {
  return liveEvents(events)
    .filter((i) => i > after)
    .map((i) => events[i]!)
    .filter((e) => (e.type === 'rolled' || e.type === 'scored') && e.seat === seat);
}

/** The line played on with the game's own moves for its seat. */
function followGame(line: PlayLine, events: readonly GameEvent[]): PlayLine {
  for (const e of movesAfter(events, line.seat, line.from)) {
    if (e.type === 'rolled') line = playLine(line, { type: 'roll', keep: e.kept });
    else if (e.type === 'scored') line = playLine(line, { type: 'score', box: e.box });
  }
  return line;
}

describe('a line of play from a replay position', () => {
  it.each([
    ['a shared grid', { seed: 'line-a', shared: true }, ['medium', 'hard', 'easy']],
    ['a grid per seat', { seed: 'line-b', shared: false }, ['easy', 'medium']],
  ] as const)('%s: the game’s own choices roll the game’s dice and end on its total', (_n, grid, levels) => {
    const { events, state } = botGame(levels, grid);
    const states = foldStates(events);
    let positions = 0;
    for (const index of liveEvents(events)) {
      const event = events[index]!;
      if (event.type !== 'rolled' && event.type !== 'scored') continue;
      // The position after each roll, and the one each decision was made in (a re-roll or a score).
      const decision = event.type === 'scored' || states[index - 1]?.turn.dice !== null;
      const froms = [
        ...(event.type === 'rolled' ? [positionIndexAt('roll', index)!] : []),
        ...(decision ? [positionIndexAt('decision', index)!] : []),
      ];
      for (const from of froms) {
        const line = followGame(startLine(states, from), events);
        // The line's own log has one seat, its seat 0.
        const played = line.moves.map((m) => ({ ...m.event, seat: event.seat }));
        expect(played).toEqual(movesAfter(events, event.seat, from));
        expect(lineState(line).over).toBe(true);
        expect(seatTotals(lineState(line), 0)).toEqual(seatTotals(state, event.seat));
        positions++;
      }
    }
    expect(positions).toBeGreaterThan(levels.length * 13 * 2);
  });

  it('another keep rolls the grid’s cells for that turn and roll, whatever was kept', () => {
    const grid = { seed: 'line-c', shared: false };
    const { events } = botGame(['medium', 'hard'], grid);
    const states = foldStates(events);
    let tried = 0;
    for (const index of liveEvents(events)) {
      const event = events[index]!;
      if (event.type !== 'rolled' || event.kept.length === 0 || event.seat !== 1) continue;
      // The decision at `index` kept some dice: the line keeps only the first die instead.
      const line = startLine(states, positionIndexAt('decision', index)!);
      const before = lineState(line);
      const next = playLine(line, { type: 'roll', keep: [0] });
      const rolled = next.moves[0]!.event;
      expect(rolled.type).toBe('rolled');
      if (rolled.type !== 'rolled') continue;
      const turn = Object.keys(before.sheets[0]!).length;
      const row = gridRow(grid, 1, turn, before.turn.rollsUsed);
      expect(rolled.dice.slice(1)).toEqual([1, 2, 3, 4].map(() => row.nextFace()));
      expect(rolled.dice[0]).toBe(before.turn.dice![0]);
      expect(next.moves[0]!.choice).toEqual(keepChoice([before.turn.dice![0]!]));
      tried++;
    }
    expect(tried).toBeGreaterThan(3);
  });

  it('leaves the game’s log and states as they were', () => {
    const { events } = botGame(['medium', 'easy'], { seed: 'line-d', shared: true });
    const states = foldStates(events);
    const logBefore = JSON.stringify(events);
    const sheetsBefore = JSON.stringify(states.map((s) => [s.sheets, s.turn, s.turnsPlayed]));
    let line = startLine(states, 1);
    for (let n = 0; n < maxLineMoves(line) && !lineState(line).over; n++) {
      const now = lineState(line);
      const entries = pad(now)?.entries.filter((e) => e.legal) ?? [];
      line =
        now.turn.dice === null || (now.turn.rollsUsed < 3 && n % 3 === 0)
          ? playLine(line, { type: 'roll', keep: [] })
          : playLine(line, { type: 'score', box: entries[0]!.box });
    }
    expect(lineState(line).over).toBe(true);
    expect(JSON.stringify(events)).toBe(logBefore);
    expect(JSON.stringify(states.map((s) => [s.sheets, s.turn, s.turnsPlayed]))).toBe(sheetsBefore);
    // Back at its position: the same dice, nothing played.
    const again = restartLine(line);
    expect(again.moves).toEqual([]);
    expect(lineState(again)).toBe(line.states[0]);
  });

  it('a game without a grid: the line says so and rolls fresh dice from the source given', () => {
    const { events } = botGame(['medium', 'hard'], null);
    const states = foldStates(events);
    const line = startLine(states, 1);
    expect(line.dice).toBe('fresh');
    const next = playLine(line, { type: 'roll', keep: [0, 1] }, scriptedRandom([6, 6, 6]));
    const rolled = next.moves[0]!.event;
    expect(rolled.type === 'rolled' && rolled.dice.slice(2)).toEqual([6, 6, 6]);
  });

  it('plays by a player’s own rules, and asks the analyzer for the line’s position by them', () => {
    const { events } = botGame(['medium', 'easy'], { seed: 'line-e', shared: true }, CLASSIC_EXTRA);
    const states = foldStates(events);
    const line = startLine(states, 1);
    const position = linePosition(lineState(line))!;
    expect(position.custom).toEqual(CLASSIC_EXTRA);
    expect(position.variant).toBe('classic');
    expect(position.dice).toEqual([...states[1]!.turn.dice!].sort((a, b) => a - b));
    expect(position.rollsLeft).toBe(2);
    expect(lineState(line).rules).toEqual(rulesFromCustom(CLASSIC_EXTRA));
    // A choice carried out at the fewest positions moved.
    const dice = lineState(line).turn.dice!;
    expect(actionOf(lineState(line), keepChoice([dice[3]!]))).toEqual({
      type: 'roll',
      keep: [dice.indexOf(dice[3]!)],
    });
  });

  it('refuses a position that is not one, in words', () => {
    const { events } = botGame(['medium'], { seed: 'line-f', shared: true });
    const states = foldStates(events);
    expect(() => startLine(states, 0)).toThrow(
      'after event 0 no dice are showing: a position starts after a roll',
    );
    expect(() => startLine(states, 999)).toThrow(
      `this game has no event 999: its log holds ${events.length} events`,
    );
    expect(() => startLine(states, events.length - 1)).toThrow('the game is over');
    expect(() => positionState(states, -1)).toThrow('this game has no event -1');
    expect(positionIndexAt('start', 0)).toBeNull();
    expect(positionIndexAt('roll', 5)).toBe(5);
    expect(positionIndexAt('decision', 5)).toBe(4);
  });
});
