// `yacht analyze --against FILE`: the other seats at the table, each at the start of a turn (or finished), in a
// small JSON file: {"others": [{"sheet": {"yacht": 50, ...}, "extraYachts": 0}, ...]}. Checked once, here, with
// a message that names the file and the seat for every problem; the sheets by the rules' own check.

import { readFileSync, statSync } from 'node:fs';
import * as z from 'zod';
import { forbiddenKeyPath, parseUntrustedJson } from '../../shared/json/untrusted';
import { sheetProblem, type RuleSet } from '../../shared/rules';
import type { SeatSheet } from '../../shared/solver/win';
import { UsageError } from './args';
import { extraYachtsProblem } from '../solver/position';

/** A table has two to six seats: the one analysed and one to five others. */
export const MAX_OTHERS = 5;

/** Five sheets fit in a few kilobytes: anything much bigger is not an --against file. */
const MAX_AGAINST_FILE_BYTES = 64 * 1024;

export const AGAINST_EXAMPLE = '{"others": [{"sheet": {"yacht": 50, "sixes": 24}, "extraYachts": 0}]}';

// Shape only; the sheets' boxes and points are the rules' to judge (sheetProblem).
const OtherSeatSchema = z.strictObject({
  sheet: z.record(z.string(), z.unknown(), { error: 'a sheet is an object of box ids and points' }),
  extraYachts: z
    .number({ error: 'extra yachts are a whole number from 0' })
    .int({ error: 'extra yachts are a whole number from 0' })
    .min(0, { error: 'extra yachts are a whole number from 0' })
    .optional(),
});
const AgainstSchema = z.strictObject({
  others: z.array(OtherSeatSchema, { error: 'the other seats are a list of one to five seats' }),
});

/** Where a zod issue stands, in the file's own words: "others[1].extraYachts". */
function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (at, key) =>
      typeof key === 'number' ? `${at}[${key}]` : at === '' ? String(key) : `${at}.${String(key)}`,
    '',
  );
}

/** The other seats of an --against file, checked against the rules. */
export function againstFromFile(file: string, rules: RuleSet): SeatSheet[] {
  let text: string;
  try {
    if (statSync(file).size > MAX_AGAINST_FILE_BYTES)
      throw new UsageError(`--against ${file} is larger than 64 KB: not a file of seats`);
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `--against: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  let data: unknown;
  try {
    data = parseUntrustedJson(text);
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim();
    throw new UsageError(`--against ${file} is not valid JSON (${reason}); give e.g. ${AGAINST_EXAMPLE}`);
  }
  const forbidden = forbiddenKeyPath(data);
  if (forbidden !== null) throw new UsageError(`--against ${file}: ${forbidden}: a key not allowed here`);
  const parsed = AgainstSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue ? issuePath(issue.path) : '';
    throw new UsageError(
      `--against ${file}: ${at === '' ? '' : `${at}: `}${issue?.message ?? 'not a file of seats'}; give e.g. ${AGAINST_EXAMPLE}`,
    );
  }
  const { others } = parsed.data;
  if (others.length === 0)
    throw new UsageError(`--against ${file} names no other seat: a win chance needs one to five others`);
  if (others.length > MAX_OTHERS)
    throw new UsageError(
      `--against ${file} names ${others.length} other seats: a table has at most six seats (five others)`,
    );
  return others.map((seat, i) => {
    const where = `--against ${file}: others[${i}]`;
    const problem = sheetProblem(rules, seat.sheet);
    if (problem) throw new UsageError(`${where}.sheet: ${problem}`);
    const sheet: Record<string, number> = {};
    for (const [box, points] of Object.entries(seat.sheet))
      if (typeof points === 'number') sheet[box] = points;
    const extraYachts = seat.extraYachts ?? 0;
    const extra = extraYachtsProblem(rules, sheet, extraYachts);
    if (extra) throw new UsageError(`${where}.extraYachts: ${extra}`);
    return { sheet, extraYachts };
  });
}
