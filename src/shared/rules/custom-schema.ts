// The shape of a custom rule set that came from outside (the editor, a file, the network, the settings), then
// its values (custom-check.ts), as zod schemas for the API's contract and a plain check for the command line.
// Not exported by the rules' index: the solver's workers load the rules and must not load zod (start-up time).

import * as z from 'zod';
import { customFrom } from './custom';
import { CUSTOM_RULES_FORMAT, CUSTOM_RULES_VERSION, type CustomRules } from './types';
import {
  boxProblems,
  customBaseProblem,
  customRulesProblems,
  MAX_CUSTOM_RULES,
  type RulesProblem,
} from './custom-check';
import { ruleNameKey } from './rule-set-names';
import { MAX_BOXES, sheetProblems } from './custom-rows-check';
import { RULES_FILE_FIELDS, shapeIssueProblems, unknownKeyProblem } from './custom-shape-words';
import { ADDED_ROW_KINDS, VARIANTS, type Variant } from './types';
import { makeRules } from './variants';
import { ruleOptionsSchema } from './options-schema';

const boxRule = z.union([z.enum(['sum', 'matching', 'none']), z.number()]);

/** An added row's shape (custom-rows-check.ts judges its values: which fields its kind takes, their range). */
const addedRow = z.strictObject({
  id: z.string().max(60),
  label: z.string().max(200),
  kind: z.enum(ADDED_ROW_KINDS),
  n: z.number().optional(),
  pairs: z.number().optional(),
  points: z.union([z.enum(['sum', 'matching']), z.number()]).optional(),
  runs: z
    .union([z.enum(['small', 'large']), z.array(z.array(z.number()).max(6).readonly()).max(12).readonly()])
    .optional(),
  servida: z.number().optional(),
});

/** More rows than any sheet holds are refused as they are read (the check says the box limit in words). */
const MAX_ADDED_ROWS = 2 * MAX_BOXES;

/** The shape only; values are checked by customRulesProblems. Unknown keys are refused. */
export const customRulesShape = z.strictObject({
  format: z.literal(CUSTOM_RULES_FORMAT).default(CUSTOM_RULES_FORMAT),
  version: z.literal(CUSTOM_RULES_VERSION).default(CUSTOM_RULES_VERSION),
  name: z.string().max(200),
  base: z.enum(VARIANTS),
  bonus: z.strictObject({ threshold: z.number(), points: z.number() }).nullable(),
  // A record with a prototype-free check below: "__proto__" must be refused, not dropped.
  boxes: z.record(z.string().max(40), boxRule),
  // Left out by files written before rows could be added: such a file reads and fingerprints as it did.
  added: z.array(addedRow).max(MAX_ADDED_ROWS).readonly().optional(),
  // Generala's options (a rule set based on another refuses them: custom-check.ts).
  generala: ruleOptionsSchema.pick({ aceStraight: true, servidaGenerala: true }).required().optional(),
  yacht: z.number(),
  extraYacht: z.number().nullable(),
  joker: z.enum(['forced', 'free', 'off']),
});

/**
 * A custom rule set crossing a boundary: its shape, its name (not a built-in rule set's, on one line) and its
 * values. A game's log holds its rule set by shape only; its values are checked as it is played (legality.ts).
 */
export const customRulesSchema = customRulesShape.superRefine((custom, ctx) => {
  for (const problem of customRulesProblems(custom, [])) {
    ctx.addIssue({ code: 'custom', path: problem.field.split('.'), message: problem.message });
  }
});

/**
 * The check every schema that takes rules (a variant and maybe a custom rule set) makes with superRefine: the
 * custom rule set's base is the variant (customBaseProblem, the log's check too), refused at `custom.base`.
 */
export function refineCustomBase(
  choice: { readonly variant: Variant; readonly custom?: CustomRules | undefined },
  ctx: z.RefinementCtx,
): void {
  const problem = choice.custom ? customBaseProblem(choice.variant, choice.custom) : null;
  if (problem !== null) ctx.addIssue({ code: 'custom', path: ['custom', 'base'], message: problem });
}

/** The player's custom rule sets: each one checked, no two with the same name. */
export const customRulesListSchema = z
  .array(customRulesSchema)
  .max(MAX_CUSTOM_RULES, `at most ${MAX_CUSTOM_RULES} custom rule sets`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((custom, i) => {
      const key = ruleNameKey(custom.name);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'name'],
          message: `"${custom.name.trim()}" is already the name of another rule set`,
        });
      }
      seen.add(key);
    });
  });

export type CustomRulesCheck =
  | { readonly ok: true; readonly rules: CustomRules }
  | { readonly ok: false; readonly problems: readonly RulesProblem[] };

type Field = (typeof RULES_FILE_FIELDS)[number];

/**
 * A custom rule set from untrusted data (names in `taken` are in use): every problem at once, each in words at
 * its field. Each field's shape is checked alone, and the values of the fields whose shape is right are
 * checked too, so a file with a missing yacht still hears that its bonus is out of reach.
 */
export function checkCustomRules(data: unknown, taken: readonly string[] = []): CustomRulesCheck {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, problems: problemsOfParse(data, customRulesShape.safeParse(data)) };
  }
  const record = data as Record<string, unknown>;
  const problems: RulesProblem[] = [];
  const bad = new Set<string>();
  const good: Partial<Record<Field, unknown>> = {};
  for (const field of RULES_FILE_FIELDS) {
    const parsed = customRulesShape.shape[field].safeParse(record[field]);
    if (parsed.success) {
      if (parsed.data !== undefined) good[field] = parsed.data;
    } else {
      bad.add(field);
      problems.push(
        ...parsed.error.issues.flatMap((issue) =>
          shapeIssueProblems(data, { ...issue, path: [field, ...issue.path] }),
        ),
      );
    }
  }
  for (const key of Object.keys(record)) {
    if (!(RULES_FILE_FIELDS as readonly string[]).includes(key)) {
      problems.push(unknownKeyProblem([], key));
    }
  }
  // The values of the fields that are right, beside the others' defaults (their problems said already).
  const base = (good.base as Variant | undefined) ?? 'standard';
  const custom: CustomRules = {
    ...customFrom(makeRules(base), ''),
    ...good,
    name: typeof good.name === 'string' ? good.name.trim() : 'A name',
  } as CustomRules;
  const values = customRulesProblems(custom, taken);
  if (!bad.has('boxes')) {
    // zod's record drops a "__proto__" key: such a key, in the object as it came, is refused like any unknown one.
    const dropped = Object.keys(record['boxes'] as object).filter((k) => !Object.hasOwn(custom.boxes, k));
    values.push(...boxProblems(makeRules(base), Object.fromEntries(dropped.map((k) => [k, 'sum']))));
  }
  const top = (field: string): string => field.split('.')[0] ?? field;
  // Rows that did not read leave the sheet unknown: it is not judged as a whole ("no five-alike box" may be wrong).
  const whole = bad.has('added')
    ? new Set(sheetProblems(makeRules(base), custom).map((p) => `${p.field}:${p.message}`))
    : new Set<string>();
  // A field that did not read is not judged again; boxes and rows are judged only against a known base.
  problems.push(
    ...values.filter(
      (p) =>
        !bad.has(top(p.field)) &&
        !(bad.has('base') && ['boxes', 'added'].includes(top(p.field))) &&
        !whole.has(`${p.field}:${p.message}`),
    ),
  );
  if (problems.length === 0) return { ok: true, rules: custom };
  // In the file's field order, keys that are no field last.
  const order = (p: RulesProblem): number => {
    const at = (RULES_FILE_FIELDS as readonly string[]).indexOf(top(p.field));
    return at < 0 ? RULES_FILE_FIELDS.length : at;
  };
  return { ok: false, problems: problems.sort((a, b) => order(a) - order(b)) };
}

function problemsOfParse(data: unknown, parsed: z.ZodSafeParseResult<unknown>): RulesProblem[] {
  return parsed.success ? [] : parsed.error.issues.flatMap((issue) => shapeIssueProblems(data, issue));
}
