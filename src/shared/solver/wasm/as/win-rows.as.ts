// The win engine's final rolls (win/outcome-turn.ts): each roll's row is the pointwise best of its legal boxes'
// rows, each a next state's row already moved by the points the box gains (a candidate, written once per state
// however many rolls lead to it). Rows are w2 wide, two lanes a vector; maxima compare exactly, so the result is
// the reference loop's to the bit.

import { ROLLS } from './kernel-layout.generated.as';

/**
 * a[r] = the pointwise best of the candidates cand[list[i]] for i in start[r] .. start[r + 1] - 1, every roll r
 * (rows of w2 f64; list and start i32).
 */
export function bestCandidates(a: usize, cand: usize, start: usize, list: usize, w2: i32): void {
  const stride = (<usize>w2) << 3;
  for (let r = 0; r < ROLLS; r++) {
    const row = a + <usize>r * stride;
    const first = load<i32>(start + ((<usize>r) << 2));
    const last = load<i32>(start + ((<usize>(r + 1)) << 2));
    let src = cand + <usize>load<i32>(list + ((<usize>first) << 2)) * stride;
    for (let o: usize = 0; o < stride; o += 16) v128.store(row + o, v128.load(src + o));
    for (let i = first + 1; i < last; i++) {
      src = cand + <usize>load<i32>(list + ((<usize>i) << 2)) * stride;
      for (let o: usize = 0; o < stride; o += 16)
        v128.store(row + o, f64x2.max(v128.load(row + o), v128.load(src + o)));
    }
  }
}
