// The options every yacht command shares, declared once and checked once. A command adds the options it
// needs (addRulesOptions, addSheetOption, addDiceOption, addJsonOption), reads commander's raw strings
// with readOptions, and turns them into checked values (rulesFromOptions, sheetFromOption,
// diceFromOption). Every problem is a UsageError: main.ts prints it as one line and exits with code 2.
//
// Commander only collects strings here (no defaults, no choices): whether an option was given matters
// (--joker with --variant classic is an error), and the messages stay ours.

import { readFileSync, statSync } from 'node:fs';
import { Option, type Command } from 'commander';
import * as z from 'zod';
import { DICE_COUNT } from '../../shared/dice';
import { parseUntrustedJson } from '../../shared/json/untrusted';
import { DEFAULT_OPTIONS, VARIANTS, makeRules, rulesFromCustom, sheetProblem } from '../../shared/rules';
import type { JokerMode, RuleSet, RulesProblem, Sheet, Variant } from '../../shared/rules';
import { checkCustomRules } from '../../shared/rules/custom-schema';
import { GENERALA_POINTS, MAX_SERVIDA_GENERALA_POINTS } from '../../shared/rules/generala';

/** Exit code for bad arguments: unknown command or option, bad values. */
export const EXIT_USAGE = 2;

/** A bad argument: main.ts prints `yacht: <message>` and exits with EXIT_USAGE. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const DEFAULT_VARIANT: Variant = 'standard';
const JOKER_MODES = ['forced', 'free'] as const satisfies readonly JokerMode[];
const ON_OFF = ['on', 'off'] as const;
const SHEET_EXAMPLE = `'{"yacht":50,"sixes":30}'`;

/** The raw option values these helpers declare, as commander collects them (all optional strings). */
export const RawOptionsSchema = z.object({
  variant: z.string().optional(),
  secondYacht: z.string().optional(),
  joker: z.string().optional(),
  aceStraight: z.boolean().optional(),
  servidaGenerala: z.string().optional(),
  rules: z.string().optional(),
  sheet: z.string().optional(),
  dice: z.string().optional(),
  json: z.boolean().optional(),
});
export type RawOptions = z.infer<typeof RawOptionsSchema>;

/** Adds --variant, --second-yacht and --joker (standard), --ace-straight and --servida-generala (generala), --rules. */
export function addRulesOptions(cmd: Command): Command {
  return cmd
    .addOption(
      new Option('--variant <name>', `rule set: ${VARIANTS.join(', ')} (default: ${DEFAULT_VARIANT})`),
    )
    .addOption(
      new Option(
        '--second-yacht <setting>',
        'standard only, on or off: a second yacht adds 100 and plays as a joker (default: on)',
      ),
    )
    .addOption(
      new Option(
        '--joker <mode>',
        `standard only, forced or free: where a joker may go (default: ${DEFAULT_OPTIONS.joker})`,
      ),
    )
    .addOption(new Option('--ace-straight', 'generala only: 3-4-5-6-1 counts as an Escalera too'))
    .addOption(
      new Option(
        '--servida-generala <wins|points>',
        `generala only: five alike on the first roll wins the game (wins, the default) or scores these points (${GENERALA_POINTS}-${MAX_SERVIDA_GENERALA_POINTS})`,
      ),
    )
    .addOption(
      new Option(
        '--rules <file>',
        'your own rule set: a JSON file as the variants page saves it (instead of --variant, see docs/variants.md)',
      ),
    );
}

/** Adds --sheet: the filled boxes as a JSON object of box ids to points. */
export function addSheetOption(cmd: Command): Command {
  return cmd.addOption(
    new Option('--sheet <json>', `filled boxes as JSON, e.g. ${SHEET_EXAMPLE} (default: an empty sheet)`),
  );
}

/** Adds --dice: five faces separated by commas. */
export function addDiceOption(cmd: Command, what = 'the five dice'): Command {
  return cmd.addOption(new Option('--dice <faces>', `${what}, e.g. 6,6,6,6,5 (required)`));
}

/** Adds --json: machine-readable output. */
export function addJsonOption(cmd: Command): Command {
  return cmd.addOption(new Option('--json', 'print JSON instead of a table'));
}

/** The command's option values, checked against a schema (RawOptionsSchema or an extension of it). */
export function readOptions<S extends z.ZodType>(cmd: Command, schema: S): z.infer<S> {
  const parsed = schema.safeParse(cmd.opts());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const flag = issue?.path.length
      ? `--${String(issue.path[0]).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
      : 'options';
    throw new UsageError(`${flag}: ${issue?.message ?? 'invalid value'}`);
  }
  return parsed.data;
}

/** Checks a value against a list of words, with a one-line message naming the option. */
function oneOf<T extends string>(flag: string, words: readonly [T, ...T[]], raw: string): T {
  const parsed = z.enum(words).safeParse(raw.trim().toLowerCase());
  if (!parsed.success)
    throw new UsageError(`${flag} must be ${listWords(words)}, got ${JSON.stringify(raw)}`);
  return parsed.data;
}

function listWords(words: readonly string[]): string {
  return words.length <= 2 ? words.join(' or ') : `one of ${words.join(', ')}`;
}

/** --variant, or the default variant when it was not given. */
export function variantFromOption(raw: string | undefined): Variant {
  return raw === undefined ? DEFAULT_VARIANT : oneOf('--variant', VARIANTS, raw);
}

/** A rules file is small: anything bigger is not one. */
const MAX_RULES_FILE_BYTES = 64 * 1024;

/** The custom rule set in a --rules file, checked (each problem in words). */
export function rulesFromFile(file: string): RuleSet {
  let text: string;
  try {
    if (statSync(file).size > MAX_RULES_FILE_BYTES) {
      throw new UsageError(
        `--rules ${file} is larger than ${MAX_RULES_FILE_BYTES / 1024} KB: not a rules file`,
      );
    }
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `--rules: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  let data: unknown;
  try {
    data = parseUntrustedJson(text);
  } catch (err) {
    throw new UsageError(`--rules ${file} is not valid JSON (${oneLine(String((err as Error).message))})`);
  }
  const checked = checkCustomRules(data);
  if (!checked.ok) throw new UsageError(`--rules ${file}: ${rulesFileProblems(checked.problems)}`);
  return rulesFromCustom(checked.rules);
}

/** Every problem of a rules file on one line, each at its field: "2 problems: yacht: missing: …; joker: …". */
function rulesFileProblems(problems: readonly RulesProblem[]): string {
  const each = problems.map((p) => `${p.field}: ${p.message}`).join('; ');
  return problems.length === 1 ? each : `${problems.length} problems: ${each}`;
}

/** --servida-generala: "wins", or the whole points a Generala servida scores. */
function servidaFromOption(raw: string): 'wins' | number {
  const text = raw.trim().toLowerCase();
  if (text === 'wins') return 'wins';
  const points = /^\d+$/.test(text) ? Number(text) : null;
  if (points === null || points < GENERALA_POINTS || points > MAX_SERVIDA_GENERALA_POINTS) {
    throw new UsageError(
      `--servida-generala must be wins or whole points from ${GENERALA_POINTS} to ${MAX_SERVIDA_GENERALA_POINTS}, got ${JSON.stringify(raw)}`,
    );
  }
  return points;
}

type RulesValues = Pick<
  RawOptions,
  'variant' | 'secondYacht' | 'joker' | 'aceStraight' | 'servidaGenerala' | 'rules'
>;

/** An option given for a variant that does not have it, as its flag, or null. */
function foreignOption(variant: Variant, values: RulesValues): string | null {
  const standard = (['secondYacht', 'joker'] as const).filter(
    (k) => variant !== 'standard' && values[k] !== undefined,
  );
  const generala = (['aceStraight', 'servidaGenerala'] as const).filter(
    (k) => variant !== 'generala' && values[k] !== undefined,
  );
  const key = [...standard, ...generala][0];
  return key === undefined ? null : flagOf(key);
}

function flagOf(key: string): string {
  return `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * The rule set from --variant, --second-yacht and --joker (the last two exist only for standard), --ace-straight
 * and --servida-generala (generala only), or from a --rules file (then none of the others).
 */
export function rulesFromOptions(values: RulesValues): RuleSet {
  if (values.rules !== undefined) {
    const other = (['variant', 'secondYacht', 'joker', 'aceStraight', 'servidaGenerala'] as const).find(
      (k) => values[k] !== undefined,
    );
    if (other) {
      const flag = flagOf(other);
      throw new UsageError(`--rules names the whole rule set: leave out ${flag}`);
    }
    return rulesFromFile(values.rules);
  }
  const variant = variantFromOption(values.variant);
  const foreign = foreignOption(variant, values);
  if (foreign === '--second-yacht' || foreign === '--joker') {
    throw new UsageError(
      `${foreign} applies only to --variant standard; ${variant} has no second yacht or joker`,
    );
  }
  if (foreign !== null) {
    throw new UsageError(
      `${foreign} applies only to --variant generala; ${variant} has no servida or Escalera`,
    );
  }
  if (variant === 'generala') {
    return makeRules(variant, {
      aceStraight: values.aceStraight === true,
      servidaGenerala:
        values.servidaGenerala === undefined ? 'wins' : servidaFromOption(values.servidaGenerala),
    });
  }
  const secondYacht =
    values.secondYacht === undefined
      ? undefined
      : oneOf('--second-yacht', ON_OFF, values.secondYacht) === 'on';
  const joker = values.joker === undefined ? undefined : oneOf('--joker', JOKER_MODES, values.joker);
  if (secondYacht === false && joker !== undefined) {
    throw new UsageError(
      '--joker has no effect with --second-yacht off: without the second yacht there is no joker',
    );
  }
  return makeRules(variant, { secondYacht, joker });
}

const SheetObjectSchema = z.record(z.string(), z.unknown());

/** The sheet from --sheet (JSON), checked against the rules: known boxes, points each box can hold. */
export function sheetFromOption(raw: string | undefined, rules: RuleSet): Sheet {
  if (raw === undefined) return {};
  let data: unknown;
  try {
    data = parseUntrustedJson(raw);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new UsageError(
      `--sheet is not valid JSON (${oneLine(reason)}); give an object such as ${SHEET_EXAMPLE}`,
    );
  }
  // Shape only: zod's record drops a "__proto__" key, so the original object is what gets checked.
  if (!SheetObjectSchema.safeParse(data).success) {
    throw new UsageError(
      `--sheet must be a JSON object of box points such as ${SHEET_EXAMPLE}, got ${clip(raw)}`,
    );
  }
  const entries = Object.entries(data as Record<string, unknown>);
  const problem = sheetProblem(rules, Object.fromEntries(entries));
  if (problem) throw new UsageError(`--sheet: ${problem}`);
  const sheet: Record<string, number> = {};
  for (const [box, points] of entries) if (typeof points === 'number') sheet[box] = points;
  return sheet;
}

const DiceSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[1-6](\\s*,\\s*[1-6]){${DICE_COUNT - 1}}$`))
  .transform((text) => text.split(',').map((face) => Number(face.trim())));

/** Five dice from --dice ("6,6,6,6,5"). */
export function diceFromOption(raw: string | undefined, flag = '--dice'): number[] {
  if (raw === undefined)
    throw new UsageError(`${flag} is required: five faces 1-6 separated by commas, e.g. ${flag} 6,6,6,6,5`);
  const parsed = DiceSchema.safeParse(raw);
  if (!parsed.success)
    throw new UsageError(`${flag} needs five faces 1-6 separated by commas, got ${JSON.stringify(raw)}`);
  return parsed.data;
}

/**
 * Rules in a few words: "standard (second yacht on, forced joker)", "classic", "generala (servida generala
 * wins)", "custom "Big bonus" (from standard)".
 */
export function describeRules(rules: RuleSet): string {
  if (rules.custom) return `custom ${JSON.stringify(rules.name)} (from ${rules.variant})`;
  if (rules.variant === 'generala') {
    const servida = rules.options.servidaGenerala ?? 'wins';
    const words = [
      rules.options.aceStraight ? '3-4-5-6-1 an Escalera' : null,
      servida === 'wins' ? 'servida generala wins' : `servida generala ${servida} points`,
    ].filter((w) => w !== null);
    return `generala (${words.join(', ')})`;
  }
  if (rules.variant !== 'standard') return rules.variant;
  return rules.joker
    ? `standard (second yacht on, ${rules.joker.mode} joker)`
    : 'standard (second yacht off)';
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function clip(text: string, max = 60): string {
  const line = oneLine(text);
  return JSON.stringify(line.length > max ? `${line.slice(0, max - 1)}…` : line);
}
