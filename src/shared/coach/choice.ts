// Choices as values: building them and telling two apart (a keep is a multiset, so compare sorted faces).

import type { Choice } from './types';

export function keepChoice(faces: readonly number[]): Choice {
  return { type: 'keep', keep: [...faces].sort((a, b) => a - b) };
}

export function scoreChoice(box: string): Choice {
  return { type: 'score', box };
}

const ascending = (faces: readonly number[]): boolean => faces.every((f, i) => i === 0 || faces[i - 1]! <= f);

export function sameChoice(a: Choice, b: Choice): boolean {
  if (a.type === 'score' || b.type === 'score') {
    return a.type === 'score' && b.type === 'score' && a.box === b.box;
  }
  // Grading looks for one choice among dozens of options: most differ in length, and keeps are made sorted.
  if (a.keep.length !== b.keep.length) return false;
  const x = ascending(a.keep) ? a.keep : [...a.keep].sort((p, q) => p - q);
  const y = ascending(b.keep) ? b.keep : [...b.keep].sort((p, q) => p - q);
  return x.every((f, i) => f === y[i]);
}
