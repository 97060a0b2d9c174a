// Choices as values: building them and telling two apart (a keep is a multiset, so compare sorted faces).

import type { Choice } from './types';

export function keepChoice(faces: readonly number[]): Choice {
  return { type: 'keep', keep: [...faces].sort((a, b) => a - b) };
}

export function scoreChoice(box: string): Choice {
  return { type: 'score', box };
}

export function sameChoice(a: Choice, b: Choice): boolean {
  if (a.type === 'score' || b.type === 'score') {
    return a.type === 'score' && b.type === 'score' && a.box === b.box;
  }
  const x = [...a.keep].sort((p, q) => p - q);
  const y = [...b.keep].sort((p, q) => p - q);
  return x.length === y.length && x.every((f, i) => f === y[i]);
}
