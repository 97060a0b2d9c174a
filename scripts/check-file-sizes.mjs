// Part of `npm run lint`: no file in src/ or bench/ over 400 lines (a file that long holds more than one job),
// except the API contract (one list of every method, read top to bottom) and generated code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_LINES = 400;
const FOLDERS = ['src', 'bench'];
const ALLOWED = new Set(['src/shared/api/contract.ts']);

function* files(dir) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (!/\.generated\./.test(entry.name)) yield file;
  }
}

const over = [];
for (const file of FOLDERS.flatMap((dir) => [...files(dir)])) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES && !ALLOWED.has(file)) over.push(`${file}: ${lines} lines`);
}
if (over.length > 0) {
  console.error(`Files over ${MAX_LINES} lines (split them by job):\n  ${over.join('\n  ')}`);
  process.exit(1);
}
