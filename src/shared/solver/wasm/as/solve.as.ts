// The group solve and a player's turn plan in the kernel's own memory (wasm/wasm-kernel.ts drives them): the
// final rolls of a group from its candidate blocks, every lane at once or one lane; the keep stages and the
// first roll's average are shared.ts's.

import { BOX_WORDS, ROLLS, SPLIT_BYTES, SPLIT_UPPER } from './kernel-layout.generated.as';
import { finalPlainSplit } from './shared.as';

/**
 * finalPlain's open boxes, split: the lower ones (where their points row starts in pts, where their block
 * starts) from 0, the upper ones (face, where their block starts) from SPLIT_UPPER; addresses in bytes.
 */
const SPLIT: usize = memory.data(SPLIT_BYTES, 16);

/**
 * Final rolls that are not five alike: a[r] = max over the m open boxes of points + candidate block.
 * boxes: m × (box index, face, block offset in f64s); pts: box × ROLLS natural points; counts: roll × 7.
 * Lower boxes first, then upper ones, whose blocks hold their points already (no sum to make): a maximum does
 * not depend on the order it is taken in (no NaN and no negative zero among the values), so the rows are the
 * TypeScript kernel's to the bit.
 */
export function finalPlain(
  a: usize,
  cand: usize,
  boxes: usize,
  m: i32,
  pts: usize,
  counts: usize,
  plain: usize,
  nPlain: i32,
  w2: i32,
): void {
  let nl = 0;
  let nu = 0;
  for (let b = 0; b < m; b++) {
    const box = load<i32>(boxes + ((<usize>(b * BOX_WORDS)) << 2));
    const face = load<i32>(boxes + ((<usize>(b * BOX_WORDS + 1)) << 2));
    const block = cand + ((<usize>load<i32>(boxes + ((<usize>(b * BOX_WORDS + 2)) << 2))) << 3);
    if (face == 0) {
      store<u32>(SPLIT + ((<usize>(nl * 2)) << 2), <u32>(pts + ((<usize>(box * ROLLS)) << 3)));
      store<u32>(SPLIT + ((<usize>(nl * 2 + 1)) << 2), <u32>block);
      nl++;
    } else {
      store<u32>(SPLIT + SPLIT_UPPER + ((<usize>(nu * 2)) << 2), <u32>face);
      store<u32>(SPLIT + SPLIT_UPPER + ((<usize>(nu * 2 + 1)) << 2), <u32>block);
      nu++;
    }
  }
  finalPlainSplit(a, SPLIT, nl, nu, counts, plain, nPlain, w2);
}

/**
 * finalPlain for a plan of one lane (lane 0 of rows of two): two rolls a vector, every roll, five alike too
 * (the caller writes their rows afresh). The same maximum of the same sums, so the same values to the bit.
 */
export function finalPlainOne(a: usize, cand: usize, boxes: usize, m: i32, pts: usize, counts: usize): void {
  for (let r = 0; r < ROLLS; r += 2) {
    let best = f64x2.splat(-Infinity);
    for (let b = 0; b < m; b++) {
      const box = load<i32>(boxes + ((<usize>(b * BOX_WORDS)) << 2));
      const face = load<i32>(boxes + ((<usize>(b * BOX_WORDS + 1)) << 2));
      const block = load<i32>(boxes + ((<usize>(b * BOX_WORDS + 2)) << 2));
      let v: v128;
      if (face == 0) {
        const c = f64x2.splat(load<f64>(cand + ((<usize>block) << 3)));
        v = f64x2.add(v128.load(pts + ((<usize>(box * ROLLS + r)) << 3)), c);
      } else {
        // An upper box's block holds each count's value already (its points and bonus included).
        const n0 = load<i32>(counts + ((<usize>(r * 7 + face)) << 2));
        const n1 = load<i32>(counts + ((<usize>((r + 1) * 7 + face)) << 2));
        const v0 = f64x2.splat(load<f64>(cand + ((<usize>(block + n0 * 2)) << 3)));
        v = f64x2.replace_lane(v0, 1, load<f64>(cand + ((<usize>(block + n1 * 2)) << 3)));
      }
      best = f64x2.pmax(best, v);
    }
    store<f64>(a + ((<usize>(r * 2)) << 3), f64x2.extract_lane(best, 0));
    store<f64>(a + ((<usize>((r + 1) * 2)) << 3), f64x2.extract_lane(best, 1));
  }
}
