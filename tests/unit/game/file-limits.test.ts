// The game file's one limit: measured in bytes of UTF-8 wherever a file is read, and kept by the engine for
// what the app writes (holds and undos stop at MAX_LOG_EVENTS, so every game the app saves can be read back).

import { describe, expect, it } from 'vitest';
import {
  apply,
  canRoll,
  gameFileSizeProblem,
  gameFileText,
  GameError,
  MAX_GAME_FILE_BYTES,
  MAX_LOG_EVENTS,
  pad,
  readGameFile,
  seededRandom,
  startGame,
  utf8Length,
  type GameAction,
  type GameEvent,
  type GameState,
} from '../../../src/shared/game';
import { MAX_EVENT_LINE_BYTES } from '../../../src/shared/game/file-limits';
import { makeRules, VARIANTS } from '../../../src/shared/rules';
import { CREATED_AT } from './helpers';

describe('the size of a game file', () => {
  it('is counted in bytes of UTF-8, as Node encodes the text', () => {
    for (const text of ['', 'abc', 'é', '€uro', '🎲🎲', 'a\ud800b', '\udc00', `${'x'.repeat(1000)}ü`]) {
      expect(utf8Length(text), JSON.stringify(text)).toBe(Buffer.byteLength(text, 'utf8'));
    }
  });

  it('has one message, with the bytes', () => {
    expect(gameFileSizeProblem(MAX_GAME_FILE_BYTES)).toBeNull();
    expect(gameFileSizeProblem(MAX_GAME_FILE_BYTES + 1)).toBe(
      'the file is 2,097,153 bytes: a game file is at most 2 MB (2,097,152 bytes)',
    );
  });

  it('is read up to the limit and refused one byte over, multi-byte letters counted as bytes', () => {
    const game = startGame({
      variant: 'classic',
      seats: [{ kind: 'human', name: 'Zoë' }],
      createdAt: CREATED_AT,
    });
    const text = gameFileText(game.events, { gameId: 'g-1' });
    // Trailing white space is still JSON: a file of exactly the limit is read, one byte more is not.
    const full = text + ' '.repeat(MAX_GAME_FILE_BYTES - utf8Length(text));
    expect(readGameFile(full).game.events).toEqual(game.events);
    expect(() => readGameFile(`${full} `)).toThrow(
      'the file is 2,097,153 bytes: a game file is at most 2 MB (2,097,152 bytes)',
    );
    // Fewer characters than the limit, more bytes: refused.
    const letters = text.replace('Zoë', `Zoë${'ë'.repeat(1024 * 1024)}`);
    expect(letters.length).toBeLessThan(MAX_GAME_FILE_BYTES);
    expect(() => readGameFile(letters)).toThrow(/a game file is at most 2 MB/);
  });
});

describe('what the app writes, it reads', () => {
  it('no event line is longer than the bound the cap is worked out from', () => {
    const longestBox = VARIANTS.flatMap((v) => makeRules(v).boxes.map((b) => b.id)).reduce((a, b) =>
      b.length > a.length ? b : a,
    );
    const longest: GameEvent[] = [
      { type: 'rolled', seat: 5, dice: [6, 6, 6, 6, 6], kept: [0, 1, 2, 3] },
      { type: 'kept', seat: 5, positions: [0, 1, 2, 3, 4] },
      { type: 'scored', seat: 5, box: longestBox, points: 99_999, extraYacht: 99_999 },
      { type: 'undone', seat: 5, to: 99_999 },
    ];
    for (const event of longest) {
      // As gameFileText writes it: indented, a comma and a line break after.
      expect(utf8Length(`    ${JSON.stringify(event)},\n`)).toBeLessThanOrEqual(MAX_EVENT_LINE_BYTES);
    }
    expect(MAX_LOG_EVENTS).toBe(15_360);
  });

  it('holds and undos stop at the cap, rolls and scores finish the game, and the file fits', () => {
    // Six people with long names (three bytes a letter), seat 5 first: the longest lines the log can have.
    const seats = Array.from({ length: 6 }, (_, i) => ({ kind: 'human' as const, name: `€${i}`.repeat(20) }));
    const dice = seededRandom('cap');
    const game = startGame({ variant: 'yatzy', seats, firstSeat: 5, createdAt: CREATED_AT });
    const events: GameEvent[] = [...game.events];
    let state: GameState = game.state;
    const act = (action: GameAction): void => {
      const step = apply(state, action, { random: dice });
      events.push(step.event);
      state = step.state;
    };
    act({ type: 'roll' });
    const started = Date.now();
    // Re-roll and take it back until the log is nearly full (a bounded loop: at most the cap's events), then a
    // hold and a re-roll that fill it: the re-roll is a decision an undo would take back, but for the cap.
    while (state.eventCount < MAX_LOG_EVENTS - 2) {
      act({ type: 'roll', keep: [0, 1, 2, 3] });
      act({ type: 'undo' });
    }
    act({ type: 'keep', positions: [0] });
    act({ type: 'roll', keep: [0, 1, 2, 3] });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(events).toHaveLength(MAX_LOG_EVENTS);
    const refusal = (action: GameAction): GameError => {
      try {
        apply(state, action, { random: dice });
      } catch (error) {
        if (error instanceof GameError) return error;
        throw error;
      }
      throw new Error('the action was taken');
    };
    expect(refusal({ type: 'keep', positions: [0] }).code).toBe('log-full');
    expect(refusal({ type: 'undo' }).message).toBe(
      "this game's log is full (15,360 events): no more holds or undos; roll (keeping dice with the roll) and score to finish it",
    );
    // Every roll a turn allows, keeping four dice, then the first legal box: the most events a game can end with.
    let turns = 0;
    while (!state.over && turns++ < 6 * 15) {
      while (canRoll(state)) act({ type: 'roll', keep: state.turn.dice === null ? [] : [0, 1, 2, 3] });
      act({ type: 'score', box: pad(state)!.entries.find((e) => e.legal)!.box });
    }
    expect(state.over).toBe(true);
    const text = gameFileText(events, { gameId: 'g-full', finishedAt: CREATED_AT });
    expect(utf8Length(text)).toBeLessThanOrEqual(MAX_GAME_FILE_BYTES);
    expect(readGameFile(text).game.events).toEqual(events);
  }, 120_000);
});
