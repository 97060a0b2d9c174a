// Solved value tables on disk: <data dir>/solver/<rules fingerprint>.bin (and each table's bonus chance and
// score distribution, same format, as <rules fingerprint>.bonus-chance.bin and .distribution.bin). A file is trusted only when every
// check passes (magic, format version, header checksum, fingerprint, value count, exact length, payload CRC-32);
// anything else reads as a miss with the reason, so the host recomputes and replaces it. Files are written to
// a temporary file in the same directory, fsynced and renamed over the old one, so a reader never sees half.
//
// Layout (little-endian):
//   0  'YACHTSV1'               8 bytes magic
//   8  format version          u32
//  12  header length           u32 (payload offset, a multiple of 8)
//  16  value count             u32
//  20  fingerprint length      u32 (bytes of UTF-8)
//  24  payload CRC-32          u32
//  28  header CRC-32           u32 (bytes 0..28 and the fingerprint)
//  32  fingerprint, zero padding up to the header length
//  ..  payload: value count × Float64

import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { endianness } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { removeLeftoverTemps, writeFileAtomic } from '../storage/atomic-file';

export const CACHE_MAGIC = 'YACHTSV1';
export const CACHE_FORMAT_VERSION = 1;
const FIXED_HEADER = 32;
const LITTLE_ENDIAN = endianness() === 'LE';

export interface TableIdentity {
  /** rulesFingerprint(rules). */
  readonly fingerprint: string;
  /** layout.size: how many values the table must hold. */
  readonly size: number;
}

export type DecodeResult =
  { readonly ok: true; readonly values: Float64Array } | { readonly ok: false; readonly problem: string };

export type CacheRead =
  | { readonly status: 'hit'; readonly values: Float64Array; readonly file: string }
  | { readonly status: 'missing'; readonly file: string }
  | { readonly status: 'invalid'; readonly problem: string; readonly file: string };

/** The directory holding the cached tables. */
export function tableCacheDir(dataDir: string): string {
  return path.join(dataDir, 'solver');
}

/** The cache key of a table's bonus chance (same file format, same checks, beside the table's file). */
export function bonusChanceKey(fingerprint: string): string {
  return `${fingerprint}.bonus-chance`;
}

/** The cache key of a rule set's score distribution (distribution-codec.ts's numbers, same file format). */
export function distributionKey(fingerprint: string): string {
  return `${fingerprint}.distribution`;
}

export function tableCachePath(dataDir: string, fingerprint: string): string {
  if (!/^[A-Za-z0-9._-]+$/.test(fingerprint) || fingerprint.startsWith('.')) {
    throw new Error(`not a usable rules fingerprint for a file name: ${JSON.stringify(fingerprint)}`);
  }
  return path.join(tableCacheDir(dataDir), `${fingerprint}.bin`);
}

function headerLength(fingerprintBytes: number): number {
  return Math.ceil((FIXED_HEADER + fingerprintBytes) / 8) * 8;
}

function headerChecksum(bytes: Uint8Array, fingerprintBytes: number): number {
  const fixed = crc32(bytes.subarray(0, 28));
  return crc32(bytes.subarray(FIXED_HEADER, FIXED_HEADER + fingerprintBytes), fixed);
}

/** The file's bytes for a table. */
export function encodeTable(fingerprint: string, values: Float64Array): Buffer {
  const fp = Buffer.from(fingerprint, 'utf8');
  const header = headerLength(fp.length);
  const out = Buffer.alloc(header + values.length * 8);
  out.write(CACHE_MAGIC, 0, 'latin1');
  out.writeUInt32LE(CACHE_FORMAT_VERSION, 8);
  out.writeUInt32LE(header, 12);
  out.writeUInt32LE(values.length, 16);
  out.writeUInt32LE(fp.length, 20);
  fp.copy(out, FIXED_HEADER);
  const payload = out.subarray(header);
  if (LITTLE_ENDIAN) {
    payload.set(new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
  } else {
    for (let i = 0; i < values.length; i++) payload.writeDoubleLE(values[i]!, i * 8);
  }
  out.writeUInt32LE(crc32(payload), 24);
  out.writeUInt32LE(headerChecksum(out, fp.length), 28);
  return out;
}

/** Checks a file's bytes against the table expected; the values only when every check passes. */
export function decodeTable(bytes: Uint8Array, expected: TableIdentity): DecodeResult {
  const fail = (problem: string): DecodeResult => ({ ok: false, problem });
  if (bytes.length === 0) return fail('empty file');
  if (bytes.length < FIXED_HEADER) return fail(`truncated header (${bytes.length} bytes)`);
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.toString('latin1', 0, 8) !== CACHE_MAGIC) return fail('not a solver table (wrong magic bytes)');
  const version = buf.readUInt32LE(8);
  if (version !== CACHE_FORMAT_VERSION)
    return fail(`format version ${version}, expected ${CACHE_FORMAT_VERSION}`);
  const header = buf.readUInt32LE(12);
  const count = buf.readUInt32LE(16);
  const fpBytes = buf.readUInt32LE(20);
  if (fpBytes > 1024 || header !== headerLength(fpBytes) || header > buf.length) {
    return fail('truncated or malformed header');
  }
  if (headerChecksum(buf, fpBytes) !== buf.readUInt32LE(28)) return fail('header checksum mismatch');
  const fingerprint = buf.toString('utf8', FIXED_HEADER, FIXED_HEADER + fpBytes);
  if (fingerprint !== expected.fingerprint) {
    return fail(`table of other rules (${fingerprint}, expected ${expected.fingerprint})`);
  }
  if (count !== expected.size) return fail(`table of ${count} values, expected ${expected.size}`);
  const length = header + count * 8;
  if (buf.length < length) return fail(`truncated (${buf.length} of ${length} bytes)`);
  if (buf.length > length) return fail(`${buf.length - length} unexpected bytes after the table`);
  const payload = buf.subarray(header, length);
  if (crc32(payload) !== buf.readUInt32LE(24)) return fail('payload checksum mismatch');
  const values = new Float64Array(count);
  if (LITTLE_ENDIAN) new Uint8Array(values.buffer).set(payload);
  else for (let i = 0; i < count; i++) values[i] = payload.readDoubleLE(i * 8);
  return { ok: true, values };
}

/** A cache file's bytes, read but not yet checked (see checkCachedTable). */
export type CacheBytes =
  | { readonly status: 'read'; readonly bytes: Uint8Array; readonly file: string }
  | { readonly status: 'missing'; readonly file: string }
  | { readonly status: 'invalid'; readonly problem: string; readonly file: string };

/** Reads a cached table's file. Never throws: unreadable files come back as 'invalid'. */
export async function readCachedBytes(dataDir: string, fingerprint: string): Promise<CacheBytes> {
  const file = tableCachePath(dataDir, fingerprint);
  // Most rule sets asked for have no file yet: a failed open costs its error's stack, a look costs nothing.
  if (!existsSync(file)) return { status: 'missing', file };
  try {
    return { status: 'read', bytes: await readFile(file), file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing', file };
    return { status: 'invalid', problem: `unreadable: ${(error as Error).message}`, file };
  }
}

/** Verifies bytes from readCachedBytes against the table expected. */
export function checkCachedTable(read: CacheBytes, expected: TableIdentity): CacheRead {
  if (read.status !== 'read') return read;
  const decoded = decodeTable(read.bytes, expected);
  return decoded.ok
    ? { status: 'hit', values: decoded.values, file: read.file }
    : { status: 'invalid', problem: decoded.problem, file: read.file };
}

/** Reads and verifies a cached table. Never throws: unreadable or bad files come back as 'invalid'. */
export async function readCachedTable(dataDir: string, expected: TableIdentity): Promise<CacheRead> {
  return checkCachedTable(await readCachedBytes(dataDir, expected.fingerprint), expected);
}

/** Writes a table atomically (temporary file in the same directory, fsync, rename). Returns the file. */
export async function writeCachedTable(
  dataDir: string,
  fingerprint: string,
  values: Float64Array,
): Promise<string> {
  const file = tableCachePath(dataDir, fingerprint);
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  await removeLeftoverTemps(dir, { of: path.basename(file) });
  await writeFileAtomic(file, encodeTable(fingerprint, values));
  return file;
}
