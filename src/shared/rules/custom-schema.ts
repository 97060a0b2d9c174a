// The shape of a custom rule set that came from outside (the editor, a file, the network, the settings), then
// its values (custom-check.ts), as zod schemas for the API's contract and a plain check for the command line.
// Not exported by the rules' index: the solver's workers load the rules and must not load zod (start-up time).

import * as z from 'zod';
import { CUSTOM_RULES_FORMAT, CUSTOM_RULES_VERSION, type CustomRules } from './custom';
import { boxProblems, customRulesProblems, MAX_CUSTOM_RULES, type RulesProblem } from './custom-check';
import { VARIANTS } from './types';
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

/** A custom rule set crossing a boundary: its shape and its values (names checked against the built-in ones). */
export const customRulesSchema = customRulesShape.superRefine((custom, ctx) => {
  for (const problem of customRulesProblems(custom, [])) {
    ctx.addIssue({ code: 'custom', path: problem.field.split('.'), message: problem.message });
  }
});

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
    ...customRulesProblems(custom, taken),
    ...boxProblems(makeRules(custom.base), Object.fromEntries(dropped.map((k) => [k, 'sum']))),
  ];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rules: custom };
}
