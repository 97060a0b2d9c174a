// The chance arenas' two kernels on crafted moves: the WebAssembly one keeps a state's entries by runs (at most
// eight gathered per state, the two closest merged beyond), the TypeScript one in one array per state; both
// must carry the same chances to the same points.

import { describe, expect, it } from 'vitest';
import { makeRules } from '../../../src/shared/rules';
import { createLayout } from '../../../src/shared/solver/layout/layout';
import { createChanceArenas, type ChanceArenas } from '../../../src/shared/solver/kernels';
import {
  moveDetail,
  type DistributionMoves,
} from '../../../src/shared/solver/distribution/distribution-moves';

const layout = createLayout(makeRules('standard'));
const chanceBox = layout.rules.boxes.findIndex((b) => b.id === 'chance');

/** One state's moves: to `next` gaining each of `gains` points, the chance spread evenly. */
function movesOf(state: number, next: number, gains: readonly number[]): DistributionMoves {
  return {
    states: Int32Array.of(state),
    firstMove: Int32Array.of(0, gains.length),
    next: new Int32Array(gains.length).fill(next),
    detail: Int32Array.from(gains, (g) => moveDetail(chanceBox, g, false, false)),
    chance: new Float64Array(gains.length).fill(1 / gains.length),
  };
}

function layer(arenas: ChanceArenas, moves: DistributionMoves): void {
  arenas.size(moves);
  arenas.reset(arenas.layOut(0, layout.size, 0));
  arenas.carry(moves);
  arenas.swap();
}

function entries(arenas: ChanceArenas, state: number): [number, number][] {
  const out: [number, number][] = [];
  arenas.entries(state, (points, p) => out.push([points, p]));
  return out;
}

describe('chance arenas', () => {
  it('carry the same chances by runs as by whole arrays, with more gaps than runs kept', () => {
    const [start, middle, end] = [3, 1000, 50_000];
    // Twenty-one runs 10 points apart (more than eight: the closest merge), then a second move that joins
    // some of them up again.
    const first = movesOf(
      start,
      middle,
      Array.from({ length: 21 }, (_, i) => i * 10 + (i % 3)),
    );
    const second = movesOf(middle, end, [0, 3, 7, 40]);
    const results = (['auto', 'js'] as const).map((kernel) => {
      const arenas = createChanceArenas(layout, kernel);
      arenas.seed(start);
      layer(arenas, first);
      const between = entries(arenas, middle);
      layer(arenas, second);
      return { between, after: entries(arenas, end), reach: arenas.reachOf(end) };
    });
    const [wasm, js] = results;
    expect(js!.between).toHaveLength(21);
    expect(js!.after.length).toBeGreaterThan(21);
    expect(wasm).toEqual(js);
    expect(js!.after.reduce((a, [, p]) => a + p, 0)).toBeCloseTo(1, 12);
  });
});
