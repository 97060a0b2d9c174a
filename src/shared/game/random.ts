// Where dice come from: an injected source of faces. Crypto-strength by default; a seeded, reproducible
// generator (sfc32 seeded by cyrb128) for tests and replays; scripted faces for hand-written games.

import { isFace, type Face } from '../dice';

export interface RandomSource {
  /** One fair die: 1..6. */
  nextFace(): Face;
}

export interface SeededRandom extends RandomSource {
  readonly seed: string;
  /** The next 32-bit output of the generator. */
  nextUint32(): number;
  /** A number in [0, 1). */
  next(): number;
}

const TWO_32 = 2 ** 32;
/** The largest multiple of 6 not above 2^32: outputs from here up are rejected, so faces are unbiased. */
const FACE_LIMIT_32 = TWO_32 - (TWO_32 % 6);
/** The same for bytes: 252 = 42 × 6. */
const FACE_LIMIT_8 = 252;

/** cyrb128: a well-known 128-bit string hash, used only to turn a seed into generator state. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A reproducible generator: the same seed always gives the same faces (numbers and strings alike: 7 = '7'). */
export function seededRandom(seed: string | number): SeededRandom {
  const text = String(seed);
  let [a, b, c, d] = cyrb128(text);
  const nextUint32 = (): number => {
    // sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator).
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) nextUint32();
  return {
    seed: text,
    nextUint32,
    next: () => nextUint32() / TWO_32,
    nextFace: () => {
      for (;;) {
        const x = nextUint32();
        if (x < FACE_LIMIT_32) return ((x % 6) + 1) as Face;
      }
    },
  };
}

/** A seeded generator that has already drawn `facesRolled` faces: resumes a saved seeded game. */
export function resumeSeededRandom(seed: string | number, facesRolled: number): SeededRandom {
  const random = seededRandom(seed);
  for (let i = 0; i < facesRolled; i++) random.nextFace();
  return random;
}

/** The minimal part of Web Crypto used here (lib is ES2023 without DOM). */
interface CryptoLike {
  getRandomValues(array: Uint8Array): unknown;
}

function systemCrypto(): CryptoLike {
  const crypto = (globalThis as unknown as { crypto?: CryptoLike }).crypto;
  if (crypto === undefined || typeof crypto.getRandomValues !== 'function') {
    throw new Error('no crypto.getRandomValues here: pass a random source to the game engine');
  }
  return crypto;
}

/** Crypto-strength dice from `globalThis.crypto.getRandomValues`, unbiased by rejection. */
export function cryptoRandom(): RandomSource {
  const crypto = systemCrypto();
  const buffer = new Uint8Array(64);
  let index = buffer.length;
  return {
    nextFace: () => {
      for (;;) {
        if (index >= buffer.length) {
          crypto.getRandomValues(buffer);
          index = 0;
        }
        const byte = buffer[index++] ?? FACE_LIMIT_8;
        if (byte < FACE_LIMIT_8) return ((byte % 6) + 1) as Face;
      }
    },
  };
}

/** A fresh seed from the crypto source (16 hex digits), for a seeded game that can be replayed. */
export function newSeed(): string {
  const bytes = new Uint8Array(8);
  systemCrypto().getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Faces given in advance, in the order they are drawn (rolled positions in table order); throws when used up. */
export function scriptedRandom(faces: readonly number[]): RandomSource {
  for (const face of faces) if (!isFace(face)) throw new Error(`a scripted die must be 1 to 6, got ${face}`);
  let index = 0;
  return {
    nextFace: () => {
      const face = faces[index];
      if (!isFace(face)) throw new Error(`the scripted dice ran out after ${faces.length} faces`);
      index++;
      return face;
    },
  };
}
