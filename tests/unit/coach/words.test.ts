import { describe, expect, it } from 'vitest';
import { choiceWords, keepChoice, sameChoice, scoreChoice } from '../../../src/shared/coach';
import { makeRules } from '../../../src/shared/rules';

describe('choiceWords', () => {
  const standard = makeRules('standard');
  it('words keeps', () => {
    expect(choiceWords(standard, keepChoice([4, 4, 4]))).toBe('keep 4-4-4');
    expect(choiceWords(standard, { type: 'keep', keep: [6, 2, 2] }, 2)).toBe('keep 2-2-6');
    expect(choiceWords(standard, keepChoice([]), 1)).toBe('reroll all');
    expect(choiceWords(standard, keepChoice([1, 2, 3, 4, 5]), 2)).toBe('stand');
  });

  it('words boxes with their labels from the rules', () => {
    expect(choiceWords(standard, scoreChoice('full-house'), 0)).toBe('score Full house');
    expect(choiceWords(makeRules('yatzy'), scoreChoice('yatzy'), 1)).toBe('score Yatzy');
    expect(choiceWords(makeRules('classic'), scoreChoice('choice'))).toBe('score Choice');
  });

  it('sameChoice compares keeps as multisets', () => {
    expect(sameChoice({ type: 'keep', keep: [3, 1] }, keepChoice([1, 3]))).toBe(true);
    expect(sameChoice(keepChoice([1, 3]), keepChoice([1, 3, 3]))).toBe(false);
    expect(sameChoice(scoreChoice('ones'), scoreChoice('ones'))).toBe(true);
    expect(sameChoice(scoreChoice('ones'), keepChoice([]))).toBe(false);
  });
});
