// The names the setup page gives seats: a default name follows the seat's kind and level, a typed one stays.

import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/shared/game';
import { defaultName, isDefaultName, reseated } from '../../../src/renderer/setup/seat-names';

const you: Seat = { kind: 'human', name: 'You' };
const medium: Seat = { kind: 'bot', name: 'Medium bot', level: 'medium' };

describe('seat names', () => {
  it('tell the names the app gave from typed ones', () => {
    for (const name of ['You', 'Player 3', 'Medium bot', 'Perfect bot 2', ' Easy bot ']) {
      expect(isDefaultName(name), name).toBe(true);
    }
    for (const name of ['Sam', 'Medium', 'medium bot', 'Perfect bots', 'Player', 'Bot 2']) {
      expect(isDefaultName(name), name).toBe(false);
    }
  });

  it('follow a seat from Medium to Perfect, and from a bot to a person', () => {
    const seats = [you, medium];
    expect(reseated(seats, 1, 'bot', 'perfect')).toEqual({
      kind: 'bot',
      name: 'Perfect bot',
      level: 'perfect',
    });
    expect(reseated(seats, 1, 'human', 'medium')).toEqual({ kind: 'human', name: 'Player 2' });
    expect(reseated(seats, 0, 'bot', 'hard')).toEqual({ kind: 'bot', name: 'Hard bot', level: 'hard' });
  });

  it('follow a seat to and from Perfect (to win), whose label holds brackets', () => {
    expect(isDefaultName('Perfect (to win) bot')).toBe(true);
    expect(isDefaultName('Perfect (to win) bot 2')).toBe(true);
    expect(isDefaultName('Perfect to win bot')).toBe(false);
    const toWin = reseated([you, medium], 1, 'bot', 'perfect-win');
    expect(toWin).toEqual({ kind: 'bot', name: 'Perfect (to win) bot', level: 'perfect-win' });
    expect(reseated([you, toWin], 1, 'bot', 'easy')).toEqual({
      kind: 'bot',
      name: 'Easy bot',
      level: 'easy',
    });
  });

  it('keep a name the player typed', () => {
    const seats: Seat[] = [you, { kind: 'bot', name: 'Grandpa', level: 'medium' }];
    expect(reseated(seats, 1, 'bot', 'perfect')).toEqual({ kind: 'bot', name: 'Grandpa', level: 'perfect' });
  });

  it('number a name two seats would share', () => {
    const seats: Seat[] = [you, medium, { kind: 'bot', name: 'Perfect bot', level: 'perfect' }];
    expect(reseated(seats, 1, 'bot', 'perfect').name).toBe('Perfect bot 2');
    expect(defaultName('bot', 'medium', seats)).toBe('Medium bot 2');
    expect(defaultName('human', 'medium', seats)).toBe('Player 4');
  });
});
