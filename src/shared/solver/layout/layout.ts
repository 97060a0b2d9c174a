// Where every solver state lives. A state at the start of a turn is (filled boxes S, yacht flag y, upper total u).
// States are stored in groups (S, y); a group holds one value per "lane", a canonical upper total reachable with
// the upper boxes S has filled. Canonical totals collapse what cannot change the future: totals at or above the
// threshold become the threshold, totals from which the bonus is out of reach become DEAD, and once every upper
// box is filled (or the rules have no bonus) a single lane remains.

import type { RuleSet } from '../../rules';
import { naturalPoints } from '../../rules';
import { diceTables, ROLLS } from './dice-tables';

export const DEAD = -1;
const ALL_UPPER = 0b111111;

export interface SolverLayout {
  readonly rules: RuleSet;
  readonly boxCount: number;
  readonly fullMask: number;
  /** Face counted by each box if it is an upper box, else 0. */
  readonly upperFace: Int8Array;
  /** Index of the yacht box, or -1. */
  readonly yachtBox: number;
  /**
   * True when what the filled yacht box holds changes later turns (second yacht and joker, or a second-yacht box
   * such as Doble Generala): then each sheet with it filled has two groups, by the yacht flag.
   */
  readonly jokerOn: boolean;
  readonly threshold: number;
  readonly bonusPoints: number;
  /** Faces that have an upper box in these rules (bit f-1). */
  readonly upperFaces: number;
  /** Upper-faces-filled mask (bit f-1) of each sheet mask S. */
  readonly upperOf: Uint8Array;
  /** Canonical upper totals (lanes) of each upper mask U. */
  readonly lanes: readonly Int16Array[];
  /** Lane index of each canonical total (index value + 1, so DEAD is 0), per U; -1 = not a lane. */
  readonly laneIndex: readonly Int16Array[];
  /**
   * Where the lanes of each upper move (scoring c dice of face f from upper mask U, at (U * 6 + f - 1) * 6 + c)
   * start in upperNext and upperBonus: see upperMove. -1 where U has face f already (no such move).
   */
  readonly upperAt: Int32Array;
  /** Every upper move's next lane of each lane, move after move (flat: one array, cheap to build and send). */
  readonly upperNext: Int32Array;
  /** ... and the bonus earned by that move, per lane. */
  readonly upperBonus: Float64Array;
  /** Offset of group (S, y) in the value table (index S * 2 + y), or -1 when no such group exists. */
  readonly groupOffset: Int32Array;
  /** Sheet masks with k boxes filled, for k = 0..boxCount. */
  readonly layers: readonly Int32Array[];
  /** How many values the groups of layer k hold (a layer's work, for progress). */
  readonly layerValues: Int32Array;
  /** Natural points of box b for roll r at b * ROLLS + r. */
  readonly points: Float64Array;
  /** Number of values in the table. */
  readonly size: number;
}

function popcount(x: number): number {
  let c = 0;
  for (let v = x; v; v &= v - 1) c++;
  return c;
}

export function canonicalUpper(
  layout: Pick<SolverLayout, 'threshold' | 'upperFaces'>,
  upperMask: number,
  u: number,
): number {
  const t = layout.threshold;
  if (t === 0 || upperMask === layout.upperFaces) return 0;
  if (u === DEAD) return DEAD;
  if (u >= t) return t;
  let remaining = 0;
  for (let f = 1; f <= 6; f++) {
    const bit = 1 << (f - 1);
    if (layout.upperFaces & bit && !(upperMask & bit)) remaining += 5 * f;
  }
  return u + remaining < t ? DEAD : u;
}

export function createLayout(rules: RuleSet): SolverLayout {
  const n = rules.boxes.length;
  const fullMask = (1 << n) - 1;
  const upperFace = new Int8Array(n);
  rules.boxes.forEach((b, i) => {
    if (b.scoring.kind === 'upper') upperFace[i] = b.scoring.face;
  });
  const yachtBox = rules.boxes.findIndex((b) => b.scoring.kind === 'yacht');
  const jokerOn =
    yachtBox >= 0 && (rules.joker !== null || rules.boxes.some((b) => b.scoring.kind === 'second-yacht'));
  const threshold = rules.bonus?.threshold ?? 0;
  const bonusPoints = rules.bonus?.points ?? 0;
  let upperFaces = 0;
  for (const f of upperFace) if (f) upperFaces |= 1 << (f - 1);
  const shape = { threshold, upperFaces };

  // From the sheet without its lowest box: one step a mask.
  const upperOf = new Uint8Array(1 << n);
  for (let s = 1; s <= fullMask; s++) {
    const face = upperFace[31 - Math.clz32(s & -s)]!;
    upperOf[s] = upperOf[s & (s - 1)]! | (face ? 1 << (face - 1) : 0);
  }

  // Raw upper totals (capped at the threshold) reachable with exactly the faces of U filled: reach[U * span + u],
  // from U without its lowest face. Flat arrays and plain loops, as everything here: it runs cold on every thread.
  const cap = Math.max(threshold, 0);
  const span = cap + 1;
  const reach = new Uint8Array(64 * span);
  reach[0] = 1;
  for (let U = 1; U <= ALL_UPPER; U++) {
    const f = 32 - Math.clz32(U & -U);
    const from = (U & (U - 1)) * span;
    for (let u = 0; u <= cap; u++) {
      if (!reach[from + u]) continue;
      for (let c = 0; c <= 5; c++) reach[U * span + Math.min(cap, u + f * c)] = 1;
    }
  }
  // The canonical total of each raw total (DEAD, 0..cap at index + 1), per upper mask.
  const canon = new Int16Array(64 * (span + 1));
  for (let U = 0; U <= ALL_UPPER; U++) {
    for (let raw = -1; raw <= cap; raw++) canon[U * (span + 1) + raw + 1] = canonicalUpper(shape, U, raw);
  }
  const lanes: Int16Array[] = [];
  const laneIndex: Int16Array[] = [];
  for (let U = 0; U <= ALL_UPPER; U++) {
    // Canonical totals, DEAD (-1) to the threshold, flagged at index total + 1: ascending as they are read.
    const canonical = new Uint8Array(span + 1);
    for (let u = 0; u <= cap; u++) if (reach[U * span + u]) canonical[canon[U * (span + 1) + u + 1]! + 1] = 1;
    const index = new Int16Array(cap + 2).fill(-1);
    let count = 0;
    for (let v = 0; v <= span; v++) if (canonical[v]) index[v] = count++;
    const values = new Int16Array(count);
    for (let v = 0; v <= span; v++) if (canonical[v]) values[index[v]!] = v - 1;
    lanes.push(values);
    laneIndex.push(index);
  }

  // Only the moves of a face whose box is still open (-1 for the others, which no sheet can make).
  const upperAt = new Int32Array(64 * 36).fill(-1);
  let upperLanes = 0;
  for (let U = 0; U <= ALL_UPPER; U++) {
    const width = lanes[U]!.length;
    for (let f = 1; f <= 6; f++) {
      if (U & (1 << (f - 1))) continue;
      for (let m = (U * 6 + f - 1) * 6, c = 0; c <= 5; c++, m++) {
        upperAt[m] = upperLanes;
        upperLanes += width;
      }
    }
  }
  // The lane of each raw total (DEAD, 0..cap at index + 1) once its face is filled, per upper mask.
  const laneOfRaw = new Int32Array(64 * (span + 1));
  for (let U = 0; U <= ALL_UPPER; U++) {
    for (let raw = -1; raw <= cap; raw++) {
      laneOfRaw[U * (span + 1) + raw + 1] = laneIndex[U]![canon[U * (span + 1) + raw + 1]! + 1] ?? -1;
    }
  }
  const upperNext = new Int32Array(upperLanes);
  const upperBonus = new Float64Array(upperLanes);
  for (let U = 0; U <= ALL_UPPER; U++) {
    const from = lanes[U]!;
    for (let f = 1; f <= 6; f++) {
      if (U & (1 << (f - 1))) continue;
      const to = (U | (1 << (f - 1))) * (span + 1) + 1;
      for (let c = 0; c <= 5; c++) {
        const at = upperAt[(U * 6 + f - 1) * 6 + c]!;
        for (let j = 0; j < from.length; j++) {
          const v = from[j]!;
          upperNext[at + j] = laneOfRaw[to + (v === DEAD ? DEAD : Math.min(cap, v + f * c))]!;
          if (threshold && v !== DEAD && v < threshold && v + f * c >= threshold)
            upperBonus[at + j] = bonusPoints;
        }
      }
    }
  }

  // Boxes filled in each sheet mask, from the mask without its lowest box.
  const filled = new Uint8Array(fullMask + 1);
  for (let s = 1; s <= fullMask; s++) filled[s] = filled[s & (s - 1)]! + 1;
  const groupOffset = new Int32Array((fullMask + 1) * 2).fill(-1);
  const layerSize = new Int32Array(n + 1);
  const layerValues = new Int32Array(n + 1);
  let size = 0;
  for (let s = 0; s <= fullMask; s++) {
    const width = lanes[upperOf[s]!]!.length;
    const flags = jokerOn && s & (1 << yachtBox) ? 2 : 1;
    for (let y = 0; y < flags; y++) {
      groupOffset[s * 2 + y] = size;
      size += width;
    }
    layerSize[filled[s]!]!++;
    layerValues[filled[s]!]! += width * flags;
  }
  const layers = Array.from(layerSize, (count) => new Int32Array(count));
  layerSize.fill(0);
  for (let s = 0; s <= fullMask; s++) layers[filled[s]!]![layerSize[filled[s]!]!++] = s;

  const tables = diceTables();
  const points = new Float64Array(n * ROLLS);
  rules.boxes.forEach((b, i) => {
    for (let r = 0; r < ROLLS; r++) points[i * ROLLS + r] = naturalPoints(b.scoring, tables.counts[r] ?? []);
  });

  return {
    rules,
    boxCount: n,
    fullMask,
    upperFace,
    yachtBox,
    jokerOn,
    threshold,
    bonusPoints,
    upperFaces,
    upperOf,
    lanes,
    laneIndex,
    upperAt,
    upperNext,
    upperBonus,
    groupOffset,
    layers,
    layerValues,
    points,
    size,
  };
}

// ---- Addressing: every index into the table and the upper-move tables is computed here. -------------------

/** Where group (S, y) starts in the value table, or -1 when there is no such group (y = 1 needs a yacht). */
export function groupStart(layout: SolverLayout, s: number, y: number): number {
  return layout.groupOffset[s * 2 + y]!;
}

/** Whether group (S, 1) exists: the yacht box is filled with a yacht and later turns can tell. */
export function hasYachtGroup(layout: SolverLayout, s: number): boolean {
  return layout.groupOffset[s * 2 + 1] !== -1;
}

/**
 * Where writing `count` dice of `face` in that face's upper box (open in sheet mask S) starts in upperNext /
 * upperBonus: upperNext[move + lane] is the lane it leads to, upperBonus[move + lane] the bonus it completes.
 */
export function upperMove(layout: SolverLayout, s: number, face: number, count: number): number {
  return layout.upperAt[(layout.upperOf[s]! * 6 + face - 1) * 6 + count]!;
}

/**
 * The yacht flag after writing `points` in the lower box `box` from flag y: set by a yacht in the yacht box,
 * kept by any other box, and always 0 where a filled yacht box changes nothing later (no joker).
 */
export function flagAfter(layout: SolverLayout, box: number, points: number, y: number): number {
  if (!layout.jokerOn) return 0;
  return box === layout.yachtBox ? (points > 0 ? 1 : 0) : y;
}

/** The most lanes any group has (at least 1): the width of scratch rows made for every group. */
export function mostLanes(layout: SolverLayout): number {
  let lanes = 1;
  for (const l of layout.lanes) lanes = Math.max(lanes, l.length);
  return lanes;
}

/** Number of lanes of group (S, ·). */
export function groupLanes(layout: SolverLayout, s: number): number {
  return layout.lanes[layout.upperOf[s]!]!.length;
}

/** Lane of a raw upper total for the upper mask U (the total is canonicalised first). */
export function laneOf(layout: SolverLayout, upperMask: number, upperTotal: number): number {
  const capped = layout.threshold ? Math.min(layout.threshold, upperTotal) : 0;
  const canon = canonicalUpper(layout, upperMask, capped);
  const lane = layout.laneIndex[upperMask]?.[canon + 1] ?? -1;
  if (lane < 0) throw new Error(`upper total ${upperTotal} cannot be reached with these upper boxes filled`);
  return lane;
}

export function popcountMask(x: number): number {
  return popcount(x);
}

/** `make(layout)` made once per layout and kept with it (a kernel instance, tables derived from it). */
export function oncePerLayout<T>(make: (layout: SolverLayout) => T): (layout: SolverLayout) => T {
  const made = new WeakMap<SolverLayout, { readonly value: T }>();
  return (layout) => {
    let kept = made.get(layout);
    if (!kept) {
      kept = { value: make(layout) };
      made.set(layout, kept);
    }
    return kept.value;
  };
}

/** Relative cost of a layer, for progress: lanes times flags of every group in it. */
export function layerWork(layout: SolverLayout, layer: number): number {
  return layout.layerValues[layer] ?? 0;
}

/** One more than the most points a plain roll scores in any box of the layout. */
export function pointsSpanOf(layout: SolverLayout): number {
  let top = 0;
  for (const v of layout.points) top = Math.max(top, v);
  layout.rules.boxes.forEach((b, box) => {
    top = Math.max(top, 5 * layout.upperFace[box]!);
    // A second yacht's points (the dice alone never score them), and a box's best made on the first roll.
    if (b.scoring.kind === 'second-yacht') top = Math.max(top, b.scoring.points);
    let best = 0;
    for (let r = 0; r < ROLLS; r++) best = Math.max(best, layout.points[box * ROLLS + r]!);
    if (b.servida !== undefined && best > 0) top = Math.max(top, best + b.servida);
  });
  return top + 1;
}

/** What a layer's moves add to the score distribution's sums: the layout's bonus, extra-yacht points and
 *  yacht box. */
export interface SpreadRules {
  readonly bonusPoints: number;
  readonly extraPoints: number;
  readonly yachtBox: number;
  /** Whether extra yachts pay (the chance of none is kept only then). */
  readonly extraPays: boolean;
}

export function spreadRules(layout: SolverLayout): SpreadRules {
  const extraPoints = layout.rules.joker?.extraYachtPoints ?? 0;
  return {
    bonusPoints: layout.bonusPoints,
    extraPoints,
    yachtBox: layout.yachtBox,
    extraPays: layout.jokerOn && extraPoints > 0,
  };
}
