// The line above the dice entry at a real table: whose dice, how many, and a bot's keep in its words.

import { describe, expect, it } from 'vitest';
import {
  play,
  realDiceWait,
  startGame,
  type Game,
  type RealDiceMode,
  type Seat,
} from '../../../src/shared/game';
import { dicePrompt } from '../../../src/renderer/table/real-dice-words';

const ANN: Seat = { kind: 'human', name: 'Ann' };
const BOT: Seat = { kind: 'bot', name: 'Perfect', level: 'perfect' };

function realGame(mode: RealDiceMode, seats: readonly Seat[]): Game {
  return startGame({
    variant: 'standard',
    seats,
    seed: null,
    realDice: { mode },
    createdAt: '2026-01-01T00:00:00.000Z',
  });
}

/** The prompt for what the table waits for now (a seat's dice). */
function promptNow(game: Game): string {
  const wait = realDiceWait(game.state);
  if (wait?.kind !== 'dice') throw new Error(`the table waits for ${wait?.kind ?? 'nothing'}, not dice`);
  return dicePrompt(game.state, wait);
}

describe('the dice prompt', () => {
  it('asks a person for the five dice, then for the dice not held', () => {
    const game = realGame('coached', [ANN]);
    expect(promptNow(game)).toBe('Ann: roll the five dice and type them');
    const rolled = play(game, { type: 'roll', dice: [6, 6, 1, 2, 3] });
    const kept = { seat: 0, kept: [0, 1], final: false };
    expect(dicePrompt(rolled.state, { ...kept, rolled: 3 })).toBe('Ann: roll the other 3 dice and type them');
    expect(dicePrompt(rolled.state, { seat: 0, kept: [0, 1, 2, 3], rolled: 1, final: false })).toBe(
      'Ann: roll the other die and type it',
    );
  });

  it('asks a person at a score sheet for the final dice', () => {
    expect(promptNow(realGame('sheet', [ANN]))).toBe(
      'Ann: play your turn with the dice, then type your final dice',
    );
  });

  it('asks for a bot’s dice with the keep it announced', () => {
    const game = realGame('coached', [BOT, ANN]);
    expect(promptNow(game)).toBe('Perfect: roll the five dice for it and type them');
    const rolled = play(game, { type: 'roll', seat: 0, dice: [6, 2, 6, 6, 1] });
    const kept = play(rolled, { type: 'keep', seat: 0, positions: [0, 2, 3] });
    expect(promptNow(kept)).toBe('Perfect keeps 6-6-6: roll the other 2 dice for it and type them');
    const none = play(rolled, { type: 'keep', seat: 0, positions: [] });
    expect(promptNow(none)).toBe('Perfect keeps no dice: roll all five for it and type them');
  });
});
