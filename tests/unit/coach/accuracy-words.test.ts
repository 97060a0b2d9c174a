// Accuracy as people read it: one decimal, cut, so that only perfect play reads 100%.

import { describe, expect, it } from 'vitest';
import { accuracyText } from '../../../src/shared/coach/accuracy-words';
import { decisionAccuracy } from '../../../src/shared/coach';

describe('accuracy in words', () => {
  it('one decimal, cut; 100% for perfect play only', () => {
    expect(accuracyText(100)).toBe('100%');
    expect(accuracyText(99.999999)).toBe('99.9%');
    expect(accuracyText(99.96)).toBe('99.9%');
    expect(accuracyText(87.3)).toBe('87.3%');
    expect(accuracyText(87.36)).toBe('87.3%');
    expect(accuracyText(0)).toBe('0.0%');
    // A mistake's threshold (1.5 points) and a blunder's (5).
    expect(accuracyText(decisionAccuracy(1.5))).toBe('74.0%');
    expect(accuracyText(decisionAccuracy(5))).toBe('36.7%');
  });
});
