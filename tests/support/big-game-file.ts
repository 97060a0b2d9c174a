// A legal game file of a chosen size: one person playing classic who, on the first roll, taps the dice to hold
// and release them many thousands of times (each tap a `kept` event, folded by the engine so the log is legal),
// then plays the game out. The engine stops taking holds in play at MAX_LOG_EVENTS; a file may hold more, and
// is read whatever its events within MAX_GAME_FILE_BYTES, so this builds the log by the fold.

import {
  advance,
  apply,
  gameFileText,
  pad,
  seededRandom,
  startGame,
  utf8Length,
  type GameAction,
  type GameEvent,
  type GameState,
} from '../../src/shared/game';

/** A finished game's file text of exactly `bytes` bytes (from about 3 kB up). */
export function bigGameFile(bytes: number, gameId = 'g-big'): string {
  const dice = seededRandom('big-game-file');
  const game = startGame({
    variant: 'classic',
    seats: [{ kind: 'human', name: 'Ann' }],
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const events: GameEvent[] = [...game.events];
  let state: GameState = game.state;
  const act = (action: GameAction): void => {
    const step = apply(state, action, { random: dice });
    events.push(step.event);
    state = step.state;
  };
  const fileBytes = (): number =>
    utf8Length(gameFileText(events, { gameId, finishedAt: '2026-01-01T01:00:00.000Z' }));
  // What the game played out adds: measured on a first game, so that the taps can fill the rest.
  act({ type: 'roll' });
  const taps: readonly (readonly number[])[] = [[0, 1, 2, 3], [4], [0, 2, 4], [1, 3]];
  const tapLine = Math.max(
    ...taps.map((positions) => JSON.stringify({ type: 'kept', seat: 0, positions }).length),
  );
  const playedOut = 12 * 200;
  const count = Math.max(0, Math.ceil((bytes - fileBytes() - playedOut) / (tapLine + 6)));
  for (let i = 0; i < count; i++) {
    const event: GameEvent = { type: 'kept', seat: 0, positions: [...taps[i % taps.length]!] };
    state = advance(state, event);
    events.push(event);
  }
  // Out of holds (the last tap stands for the next roll), then every turn: a roll and the first legal box.
  for (let turn = 0; turn < 12 && !state.over; turn++) {
    if (turn > 0) act({ type: 'roll' });
    act({ type: 'score', box: pad(state)!.entries.find((e) => e.legal)!.box });
  }
  if (!state.over) throw new Error('the game did not end');
  // Up to the size asked for with white space at the end (still the same JSON).
  const short = bytes - fileBytes();
  if (short < 0) throw new Error(`the game takes ${-short} bytes more than ${bytes}`);
  return `${gameFileText(events, { gameId, finishedAt: '2026-01-01T01:00:00.000Z' })}${' '.repeat(short)}`;
}
