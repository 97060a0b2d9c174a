// The shape of a custom rule set that came from outside (the editor, a file, the network, the settings), then
// its values (custom-check.ts), as zod schemas for the API's contract and a plain check for the command line.
// Not exported by the rules' index: the solver's workers load the rules and must not load zod (start-up time).

import * as z from 'zod';
import { isOneLineName, ONE_LINE_NAME } from '../names';
import { CUSTOM_RULES_FORMAT, CUSTOM_RULES_VERSION, type CustomRules } from './custom';
import {
  boxProblems,
  customBaseProblem,
  customRulesProblems,
  MAX_CUSTOM_RULES,
  type RulesProblem,
} from './custom-check';
import { VARIANTS, type Variant } from './types';
import { makeRules } from './variants';

const boxRule = z.union([z.enum(['sum', 'matching', 'none']), z.number()]);

/** The shape only; values are checked by customRulesProblems. Unknown keys are refused. */
export const customRulesShape = z.strictObject({
  format: z.literal(CUSTOM_RULES_FORMAT).default(CUSTOM_RULES_FORMAT),
  version: z.literal(CUSTOM_RULES_VERSION).default(CUSTOM_RULES_VERSION),
  name: z.string().max(200),
  base: z.enum(VARIANTS),
  bonus: z.strictObject({ threshold: z.number(), points: z.number() }).nullable(),
  // A record with a prototype-free check below: "__proto__" must be refused, not dropped.
  boxes: z.record(z.string().max(40), boxRule),
  yacht: z.number(),
  extraYacht: z.number().nullable(),
  joker: z.enum(['forced', 'free', 'off']),
});

/**
 * The problems of a rule set that comes in (the editor, a file, the network, the settings): its values, and a
 * name on one line. A game's log holds its rule set by shape only, and its values are checked as it is played
 * (legality.ts): a name saved before names had to be one line still loads.
 */
function incomingProblems(custom: CustomRules, taken: readonly string[]): RulesProblem[] {
  const problems = customRulesProblems(custom, taken);
  if (!isOneLineName(custom.name)) problems.unshift({ field: 'name', message: ONE_LINE_NAME });
  return problems;
}

/** A custom rule set crossing a boundary: its shape and its values (names checked against the built-in ones). */
export const customRulesSchema = customRulesShape.superRefine((custom, ctx) => {
  for (const problem of incomingProblems(custom, [])) {
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
      const key = custom.name.trim().toLowerCase();
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

/** A custom rule set from untrusted data: its shape, then its values (names in `taken` are in use). */
export function checkCustomRules(data: unknown, taken: readonly string[] = []): CustomRulesCheck {
  const parsed = customRulesShape.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => {
        const field = issue.path.map(String).join('.') || 'rules';
        return { field, message: `${field}: ${issue.message}` };
      }),
    };
  }
  const custom: CustomRules = { ...parsed.data, name: parsed.data.name.trim() };
  // zod's record drops a "__proto__" key: such a key, in the object as it came, is refused like any unknown one.
  const dropped = Object.keys((data as { boxes: object }).boxes).filter(
    (k) => !Object.hasOwn(parsed.data.boxes, k),
  );
  const problems = [
    ...incomingProblems(custom, taken),
    ...boxProblems(makeRules(custom.base), Object.fromEntries(dropped.map((k) => [k, 'sum']))),
  ];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rules: custom };
}
