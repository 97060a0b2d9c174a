// Kept dice are written one way everywhere: their faces from low to high, as the coach writes a keep. Was: the
// replay's steps named them in table order ("kept 5-5-3-5") beside the coach's "keep 3-5-5-5".

import { describe, expect, it } from 'vitest';
import { choiceWords, keepChoice } from '../../../src/shared/coach';
import { keptDiceText } from '../../../src/shared/coach/choice-words';
import { play, scriptedRandom, startGame } from '../../../src/shared/game';
import { boardAt, foldStates } from '../../../src/shared/replay/board';
import { stepWords } from '../../../src/renderer/replay/step-words';

describe('kept dice in words', () => {
  it('sorted, whatever places they held', () => {
    expect(keptDiceText([5, 5, 3, 5])).toBe('3-5-5-5');
    expect(keptDiceText([6, 1])).toBe('1-6');
    expect(keptDiceText([])).toBe('');
  });

  it('a replay step says the keep as the coach does', () => {
    let game = startGame({
      variant: 'standard',
      seats: [{ kind: 'human', name: 'Ann' }],
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    game = play(game, { type: 'roll' }, { random: scriptedRandom([5, 5, 3, 5, 2]) });
    // Kept in table order: 5, 5, 3, 5.
    game = play(game, { type: 'roll', keep: [0, 1, 2, 3] }, { random: scriptedRandom([6]) });
    const states = foldStates(game.events);
    const keep = game.events.length - 1;
    const decision = stepWords(boardAt(states, game.events, keep, 'decision'));
    const coach = choiceWords(game.state.rules, keepChoice([5, 5, 3, 5]), 2);
    expect(coach).toBe('keep 3-5-5-5');
    expect(decision).toBe('Ann kept 3-5-5-5 and rolled again');
    expect(stepWords(boardAt(states, game.events, keep, 'roll'))).toBe(
      'Ann rolled 5-5-3-5-6, holding 3-5-5-5 · 1 roll left',
    );
  });
});
