// The solver's hot loops in AssemblyScript, compiled to WebAssembly with 128-bit SIMD (two lanes of f64 a
// step). Same arithmetic, in the same order, as kernel.ts, so both give bit-identical tables. Every array is
// passed as a byte address into linear memory; rows of lanes have an even stride `w2` (two lanes a vector).
// Built by scripts/build-wasm.mjs; not part of the TypeScript program.

const SIXTH: f64 = 1.0 / 6.0;
const ROLLS: i32 = 252;
const KEEPS: i32 = 462;

/**
 * Final rolls that are not five alike: a[r] = max over the m open boxes of points + candidate block.
 * boxes: m × (box index, face, block offset in f64s); pts: box × ROLLS natural points; counts: roll × 7.
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
  pb: usize,
  po: usize,
): void {
  for (let i = 0; i < nPlain; i++) {
    const r = load<i32>(plain + ((<usize>i) << 2));
    for (let b = 0; b < m; b++) {
      const box = load<i32>(boxes + ((<usize>(b * 3)) << 2));
      const face = load<i32>(boxes + ((<usize>(b * 3 + 1)) << 2));
      const block = load<i32>(boxes + ((<usize>(b * 3 + 2)) << 2));
      if (face == 0) {
        store<f64>(pb + ((<usize>b) << 3), load<f64>(pts + ((<usize>(box * ROLLS + r)) << 3)));
        store<i32>(po + ((<usize>b) << 2), block);
      } else {
        store<f64>(pb + ((<usize>b) << 3), 0.0);
        store<i32>(po + ((<usize>b) << 2), block + load<i32>(counts + ((<usize>(r * 7 + face)) << 2)) * w2);
      }
    }
    const row = a + ((<usize>(r * w2)) << 3);
    const stride = (<usize>w2) << 3;
    for (let o: usize = 0; o < stride; o += 16) v128.store(row + o, f64x2.splat(-Infinity));
    // Four boxes a pass: their points and candidate rows stay in registers across the lanes.
    for (let b = 0; b < m; b += 4) {
      const n = m - b;
      const p0 = f64x2.splat(load<f64>(pb + ((<usize>b) << 3)));
      const q0 = cand + ((<usize>load<i32>(po + ((<usize>b) << 2))) << 3);
      const p1 = n > 1 ? f64x2.splat(load<f64>(pb + ((<usize>(b + 1)) << 3))) : p0;
      const q1 = n > 1 ? cand + ((<usize>load<i32>(po + ((<usize>(b + 1)) << 2))) << 3) : q0;
      const p2 = n > 2 ? f64x2.splat(load<f64>(pb + ((<usize>(b + 2)) << 3))) : p1;
      const q2 = n > 2 ? cand + ((<usize>load<i32>(po + ((<usize>(b + 2)) << 2))) << 3) : q1;
      const p3 = n > 3 ? f64x2.splat(load<f64>(pb + ((<usize>(b + 3)) << 3))) : p2;
      const q3 = n > 3 ? cand + ((<usize>load<i32>(po + ((<usize>(b + 3)) << 2))) << 3) : q2;
      for (let o: usize = 0; o < stride; o += 16) {
        const x = f64x2.pmax(f64x2.add(p0, v128.load(q0 + o)), f64x2.add(p1, v128.load(q1 + o)));
        const z = f64x2.pmax(f64x2.add(p2, v128.load(q2 + o)), f64x2.add(p3, v128.load(q3 + o)));
        v128.store(row + o, f64x2.pmax(v128.load(row + o), f64x2.pmax(x, z)));
      }
    }
  }
}

/** x[k] for keeps of fewer than five dice = the average of x over the six keeps one die larger. */
export function averageKeeps(x: usize, child: usize, w2: i32): void {
  const sixth = f64x2.splat(SIXTH);
  for (let k = ROLLS; k < KEEPS; k++) {
    const c = child + ((<usize>(k * 6)) << 2);
    const c0 = x + ((<usize>(load<i32>(c) * w2)) << 3);
    const c1 = x + ((<usize>(load<i32>(c + 4) * w2)) << 3);
    const c2 = x + ((<usize>(load<i32>(c + 8) * w2)) << 3);
    const c3 = x + ((<usize>(load<i32>(c + 12) * w2)) << 3);
    const c4 = x + ((<usize>(load<i32>(c + 16) * w2)) << 3);
    const c5 = x + ((<usize>(load<i32>(c + 20) * w2)) << 3);
    const row = x + ((<usize>(k * w2)) << 3);
    for (let j = 0; j < w2; j += 2) {
      const o = (<usize>j) << 3;
      let s = f64x2.add(v128.load(c0 + o), v128.load(c1 + o));
      s = f64x2.add(s, v128.load(c2 + o));
      s = f64x2.add(s, v128.load(c3 + o));
      s = f64x2.add(s, v128.load(c4 + o));
      s = f64x2.add(s, v128.load(c5 + o));
      v128.store(row + o, f64x2.mul(s, sixth));
    }
  }
}

/** y[k] = the best x over every keep within k, smallest keeps first (at most five sub-keeps each). */
export function bestSubKeeps(x: usize, y: usize, subStart: usize, sub: usize, w2: i32): void {
  const stride = (<usize>w2) << 3;
  for (let k = KEEPS - 1; k >= 0; k--) {
    const first = load<i32>(subStart + ((<usize>k) << 2));
    const n = load<i32>(subStart + ((<usize>(k + 1)) << 2)) - first;
    const xrow = x + <usize>k * stride;
    const yrow = y + <usize>k * stride;
    const subs = sub + ((<usize>first) << 2);
    const r0 = n > 0 ? y + <usize>load<i32>(subs) * stride : yrow;
    const r1 = n > 1 ? y + <usize>load<i32>(subs + 4) * stride : r0;
    const r2 = n > 2 ? y + <usize>load<i32>(subs + 8) * stride : r1;
    const r3 = n > 3 ? y + <usize>load<i32>(subs + 12) * stride : r2;
    const r4 = n > 4 ? y + <usize>load<i32>(subs + 16) * stride : r3;
    if (n == 0) {
      for (let o: usize = 0; o < stride; o += 16) v128.store(yrow + o, v128.load(xrow + o));
    } else if (n <= 2) {
      for (let o: usize = 0; o < stride; o += 16) {
        const v = f64x2.pmax(v128.load(xrow + o), v128.load(r0 + o));
        v128.store(yrow + o, f64x2.pmax(v, v128.load(r1 + o)));
      }
    } else if (n == 3) {
      for (let o: usize = 0; o < stride; o += 16) {
        const v = f64x2.pmax(v128.load(xrow + o), v128.load(r0 + o));
        v128.store(yrow + o, f64x2.pmax(v, f64x2.pmax(v128.load(r1 + o), v128.load(r2 + o))));
      }
    } else {
      // Four or five sub-keeps (r4 repeats r3 when there are four).
      for (let o: usize = 0; o < stride; o += 16) {
        const v = f64x2.pmax(v128.load(xrow + o), v128.load(r0 + o));
        const w = f64x2.pmax(v128.load(r1 + o), v128.load(r2 + o));
        const z = f64x2.pmax(v128.load(r3 + o), v128.load(r4 + o));
        v128.store(yrow + o, f64x2.pmax(v, f64x2.pmax(w, z)));
      }
    }
  }
}

/** out[j] = the average of a over the first roll of five dice. */
export function rollAverage(a: usize, prob: usize, out: usize, w2: i32): void {
  for (let j = 0; j < w2; j += 2) v128.store(out + ((<usize>j) << 3), f64x2.splat(0.0));
  for (let r = 0; r < ROLLS; r++) {
    const p = f64x2.splat(load<f64>(prob + ((<usize>r) << 3)));
    const row = a + ((<usize>(r * w2)) << 3);
    for (let j = 0; j < w2; j += 2) {
      const o = (<usize>j) << 3;
      v128.store(out + o, f64x2.add(v128.load(out + o), f64x2.mul(p, v128.load(row + o))));
    }
  }
}
