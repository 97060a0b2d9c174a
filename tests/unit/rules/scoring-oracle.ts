// An independent formulation of the four score sheets, written from the rule text: it sorts the dice and
// matches patterns on the sorted roll (blocks of equal dice, strings of distinct faces), where the
// library interprets declarative scoring over face counts. Tests compare the two on every roll.

export type VariantName = 'standard' | 'classic' | 'yatzy' | 'generala';

/** Five dice sorted ascending. */
export type SortedRoll = readonly number[];

export type BoxOracle = (sorted: SortedRoll) => number;

export interface VariantOracle {
  /** Box ids in sheet order, as the rule text lists them. */
  readonly boxes: readonly string[];
  readonly upper: readonly string[];
  readonly score: Readonly<Record<string, BoxOracle>>;
  readonly bonus: { readonly threshold: number; readonly points: number } | null;
  /** Points more for a box made on the turn's first roll (Generala's servida). */
  readonly servida?: Readonly<Record<string, number>>;
  /** Points a box takes for five alike once the yacht box holds its points (Doble Generala). */
  readonly secondYacht?: Readonly<Record<string, number>>;
}

/** Every distinct roll of five dice (252), by nested loops over non-decreasing faces. */
export function allRolls(): number[][] {
  const out: number[][] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = a; b <= 6; b++)
      for (let c = b; c <= 6; c++)
        for (let d = c; d <= 6; d++) for (let e = d; e <= 6; e++) out.push([a, b, c, d, e]);
  return out;
}

export function sortRoll(dice: readonly number[]): number[] {
  return [...dice].sort((x, y) => x - y);
}

const total = (s: SortedRoll): number => s.reduce((acc, d) => acc + d, 0);

/** The faces shown, without repeats, ascending, as a string: [2,3,3,4,5] → "2345". */
const distinctFaces = (s: SortedRoll): string => [...new Set(s)].join('');

/** The highest face with a block of at least `n` equal dice in the sorted roll, or null. */
function kindFace(s: SortedRoll, n: number): number | null {
  let face: number | null = null;
  for (let i = 0; i + n - 1 < s.length; i++) if (s[i] === s[i + n - 1]) face = s[i] ?? null;
  return face;
}

const isYacht = (s: SortedRoll): boolean => s[0] === s[4];

/** Sorted, a full house is AAABB or AABBB with A ≠ B. */
const isFullHouse = (s: SortedRoll): boolean =>
  (s[0] === s[2] && s[3] === s[4] && s[2] !== s[3]) || (s[0] === s[1] && s[2] === s[4] && s[1] !== s[2]);

/** Faces of disjoint pairs of different faces, highest first: [6,6,6,5,5] → [6, 5]; [4,4,4,4,4] → [4]. */
function pairFaces(s: SortedRoll): number[] {
  const desc = [...s].reverse();
  const faces: number[] = [];
  for (let i = 0; i + 1 < desc.length; i++) {
    const face = desc[i] ?? 0;
    if (face === desc[i + 1] && !faces.includes(face)) {
      faces.push(face);
      i++;
    }
  }
  return faces;
}

const containsRun = (s: SortedRoll, runs: readonly string[]): boolean =>
  runs.some((run) => distinctFaces(s).includes(run));

const UPPER = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const;

function upperOracles(): Record<string, BoxOracle> {
  const out: Record<string, BoxOracle> = {};
  UPPER.forEach((id, i) => {
    const face = i + 1;
    out[id] = (s) => s.filter((d) => d === face).reduce((acc, d) => acc + d, 0);
  });
  return out;
}

export const STANDARD: VariantOracle = {
  boxes: [
    ...UPPER,
    'three-of-a-kind',
    'four-of-a-kind',
    'full-house',
    'small-straight',
    'large-straight',
    'yacht',
    'chance',
  ],
  upper: UPPER,
  score: {
    ...upperOracles(),
    'three-of-a-kind': (s) => (kindFace(s, 3) === null ? 0 : total(s)),
    'four-of-a-kind': (s) => (kindFace(s, 4) === null ? 0 : total(s)),
    'full-house': (s) => (isFullHouse(s) ? 25 : 0),
    'small-straight': (s) => (containsRun(s, ['1234', '2345', '3456']) ? 30 : 0),
    'large-straight': (s) => (containsRun(s, ['12345', '23456']) ? 40 : 0),
    yacht: (s) => (isYacht(s) ? 50 : 0),
    chance: total,
  },
  bonus: { threshold: 63, points: 35 },
};

export const CLASSIC: VariantOracle = {
  boxes: [...UPPER, 'little-straight', 'big-straight', 'full-house', 'four-of-a-kind', 'choice', 'yacht'],
  upper: UPPER,
  score: {
    ...upperOracles(),
    'little-straight': (s) => (distinctFaces(s) === '12345' ? 30 : 0),
    'big-straight': (s) => (distinctFaces(s) === '23456' ? 30 : 0),
    'full-house': (s) => (isFullHouse(s) ? total(s) : 0),
    'four-of-a-kind': (s) => 4 * (kindFace(s, 4) ?? 0),
    choice: total,
    yacht: (s) => (isYacht(s) ? 50 : 0),
  },
  bonus: null,
};

export const YATZY: VariantOracle = {
  boxes: [
    ...UPPER,
    'one-pair',
    'two-pairs',
    'three-of-a-kind',
    'four-of-a-kind',
    'small-straight',
    'large-straight',
    'full-house',
    'chance',
    'yatzy',
  ],
  upper: UPPER,
  score: {
    ...upperOracles(),
    'one-pair': (s) => 2 * (pairFaces(s)[0] ?? 0),
    'two-pairs': (s) => {
      const [a, b] = pairFaces(s);
      return a !== undefined && b !== undefined ? 2 * a + 2 * b : 0;
    },
    'three-of-a-kind': (s) => 3 * (kindFace(s, 3) ?? 0),
    'four-of-a-kind': (s) => 4 * (kindFace(s, 4) ?? 0),
    'small-straight': (s) => (distinctFaces(s) === '12345' ? 15 : 0),
    'large-straight': (s) => (distinctFaces(s) === '23456' ? 20 : 0),
    'full-house': (s) => (isFullHouse(s) ? total(s) : 0),
    chance: total,
    yatzy: (s) => (isYacht(s) ? 50 : 0),
  },
  bonus: { threshold: 63, points: 50 },
};

/** Generala as its players write it: Escalera 12345 or 23456, Full, Poker (four or five alike), Generala. */
export const GENERALA: VariantOracle = {
  boxes: [...UPPER, 'escalera', 'full', 'poker', 'generala', 'doble-generala'],
  upper: UPPER,
  score: {
    ...upperOracles(),
    escalera: (s) => (['12345', '23456'].includes(distinctFaces(s)) ? 20 : 0),
    full: (s) => (isFullHouse(s) ? 30 : 0),
    poker: (s) => (kindFace(s, 4) === null ? 0 : 40),
    generala: (s) => (isYacht(s) ? 50 : 0),
    // The dice alone never score it: it takes the Generala box holding 50 (the sheet's part).
    'doble-generala': () => 0,
  },
  bonus: null,
  servida: { escalera: 5, full: 5, poker: 5 },
  secondYacht: { 'doble-generala': 100 },
};

export const ORACLES: Readonly<Record<VariantName, VariantOracle>> = {
  standard: STANDARD,
  classic: CLASSIC,
  yatzy: YATZY,
  generala: GENERALA,
};

export function oraclePoints(variant: VariantName, box: string, dice: readonly number[]): number {
  const score = ORACLES[variant].score[box];
  if (!score) throw new Error(`oracle has no box ${box} for ${variant}`);
  return score(sortRoll(dice));
}

export interface StandardOptions {
  readonly secondYacht: boolean;
  readonly joker: 'forced' | 'free';
}

export interface ExpectedChoices {
  readonly boxes: readonly (readonly [string, number])[];
  readonly extraYacht: number;
}

/**
 * The standard sheet's legal boxes for a roll, from the seed text: a yacht rolled with the yacht box
 * filled (50 or 0) and the second-yacht setting on plays the joker, worth 100 more when the box holds 50.
 * Forced: the face's upper box if empty; else any empty lower box, where a full house and both straights
 * take their full score; only with every lower box full, another upper box for nothing. Free: any empty
 * box, with the joker scores only once the face's upper box is filled.
 */
export function expectedStandardChoices(
  options: StandardOptions,
  sheet: Readonly<Record<string, number>>,
  dice: readonly number[],
): ExpectedChoices {
  const s = sortRoll(dice);
  const open = STANDARD.boxes.filter((b) => sheet[b] === undefined);
  const natural = (box: string): number => STANDARD.score[box]?.(s) ?? NaN;
  const yachtBox = sheet['yacht'];
  if (!isYacht(s) || !options.secondYacht || yachtBox === undefined) {
    return { boxes: open.map((b) => [b, natural(b)] as const), extraYacht: 0 };
  }
  const extraYacht = yachtBox === 50 ? 100 : 0;
  const faceBox = UPPER[(s[0] ?? 1) - 1] ?? 'ones';
  const faceOpen = sheet[faceBox] === undefined;
  const jokerScore: Record<string, number> = { 'full-house': 25, 'small-straight': 30, 'large-straight': 40 };
  const asJoker = (box: string): number => jokerScore[box] ?? natural(box);
  if (options.joker === 'forced') {
    if (faceOpen) return { boxes: [[faceBox, natural(faceBox)]], extraYacht };
    const lowerOpen = open.filter((b) => !STANDARD.upper.includes(b));
    if (lowerOpen.length > 0) return { boxes: lowerOpen.map((b) => [b, asJoker(b)] as const), extraYacht };
    return { boxes: open.map((b) => [b, 0] as const), extraYacht };
  }
  return { boxes: open.map((b) => [b, faceOpen ? natural(b) : asJoker(b)] as const), extraYacht };
}
