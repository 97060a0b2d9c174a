// The custom-rules editor's form as text (what its inputs hold), the rule set it makes, the problems of each
// field in words (the shared check, so the editor, a file and the backend say the same), and a rule set's
// changes from its base in a few words.

import {
  boxRuleKinds,
  customFrom,
  customRulesProblems,
  editableBoxes,
  freeRuleName,
  makeRules,
  yachtBox,
  type BoxRule,
  type BoxSpec,
  type RuleSet,
  type CustomJoker,
  type CustomRules,
  type Variant,
} from '../../shared/rules';
import { GENERALA_DEFAULTS } from '../../shared/rules/generala';
import { VARIANT_LABELS } from '../ui/words';
import { addedRowOf, rowFieldOf, type RowField } from './rows-form';

export type BoxKind = 'sum' | 'matching' | 'fixed' | 'none';

export interface BoxField {
  readonly kind: BoxKind;
  /** The fixed points' input (kept while another kind is chosen, for going back). */
  readonly points: string;
}

export interface RulesForm {
  readonly name: string;
  readonly base: Variant;
  readonly bonusOn: boolean;
  readonly threshold: string;
  readonly bonusPoints: string;
  readonly boxes: Readonly<Record<string, BoxField>>;
  /** Upper boxes left out, by id. */
  readonly upperOut: readonly string[];
  /** False when the base's yacht box is left out. */
  readonly yachtOn: boolean;
  /** False when the base's second-yacht box (Generala's Doble Generala) is left out. */
  readonly secondOn: boolean;
  /** Family rows added after the lower boxes, in sheet order. */
  readonly added: readonly RowField[];
  readonly yacht: string;
  readonly extraOn: boolean;
  readonly extraYacht: string;
  readonly joker: CustomJoker;
  /** Generala's own options (a Generala base only; absent: Generala's defaults, as files before them). */
  readonly generala?: CustomRules['generala'];
}

function boxField(rule: BoxRule, fixed: number): BoxField {
  if (typeof rule === 'number') return { kind: 'fixed', points: String(rule) };
  return { kind: rule, points: String(fixed) };
}

/** A custom rule set as the form shows it. */
export function formOf(custom: CustomRules): RulesForm {
  const base = makeRules(custom.base);
  const fixedDefault = (id: string): number => {
    const scoring = base.boxes.find((b) => b.id === id)?.scoring;
    return scoring && 'points' in scoring && typeof scoring.points === 'number' ? scoring.points : 25;
  };
  return {
    name: custom.name,
    base: custom.base,
    bonusOn: custom.bonus !== null,
    threshold: String(custom.bonus?.threshold ?? 63),
    bonusPoints: String(custom.bonus?.points ?? 35),
    boxes: Object.fromEntries(
      editableBoxes(base).map((b) => [b.id, boxField(custom.boxes[b.id] ?? 'sum', fixedDefault(b.id))]),
    ),
    upperOut: base.boxes
      .filter((b) => b.section === 'upper' && custom.boxes[b.id] === 'none')
      .map((b) => b.id),
    yachtOn: yachtBox(base) === undefined || custom.boxes[yachtBox(base)?.id ?? ''] !== 'none',
    secondOn: custom.boxes[secondYachtBox(base)?.id ?? ''] !== 'none',
    added: (custom.added ?? []).map((row, i) => rowFieldOf(row, i)),
    yacht: String(custom.yacht),
    extraOn: custom.extraYacht !== null,
    extraYacht: String(custom.extraYacht ?? 100),
    joker: custom.joker,
    ...(custom.generala === undefined ? {} : { generala: custom.generala }),
  };
}

/** A new rule set's form: a copy of a built-in one under a free name. */
export function newForm(base: Variant, taken: readonly string[]): RulesForm {
  return formOf(customFrom(makeRules(base), freeRuleName(taken)));
}

/** The form on another base: that rule set's boxes, everything else kept. */
export function withBase(form: RulesForm, base: Variant): RulesForm {
  const fresh = formOf(customFrom(makeRules(base), form.name));
  return { ...form, base, boxes: fresh.boxes, generala: fresh.generala };
}

/** A number input's value: '' and anything not a number are NaN (the check says "needs a number"). */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The base's box for a second five alike (Generala's Doble Generala), if it has one. */
export function secondYachtBox(rules: RuleSet): BoxSpec | undefined {
  return rules.boxes.find((b) => b.scoring.kind === 'second-yacht');
}

/** The rule set the form describes (unchecked). Without rows it has no `added`, as files before rows. */
export function customOf(form: RulesForm): CustomRules {
  const yacht = yachtBox(makeRules(form.base));
  const second = secondYachtBox(makeRules(form.base));
  const out = [
    ...form.upperOut,
    ...(form.yachtOn || !yacht ? [] : [yacht.id]),
    ...(form.secondOn || !second ? [] : [second.id]),
  ];
  return {
    format: 'yacht-rules',
    version: 1,
    name: form.name.trim(),
    base: form.base,
    bonus: form.bonusOn ? { threshold: numberOf(form.threshold), points: numberOf(form.bonusPoints) } : null,
    boxes: Object.fromEntries([
      ...Object.entries(form.boxes).map(([id, f]) => [id, f.kind === 'fixed' ? numberOf(f.points) : f.kind]),
      ...out.map((id) => [id, 'none']),
    ]),
    ...(form.added.length > 0 ? { added: form.added.map(addedRowOf) } : {}),
    yacht: numberOf(form.yacht),
    extraYacht: form.extraOn ? numberOf(form.extraYacht) : null,
    joker: form.joker,
    ...(form.base === 'generala' && form.generala !== undefined ? { generala: form.generala } : {}),
  };
}

/** Generala's options as the form's Generala base plays them: its own, or Generala's defaults. */
export function generalaOf(form: RulesForm): NonNullable<CustomRules['generala']> {
  return form.generala ?? { ...GENERALA_DEFAULTS };
}

/** The field of the Generala servida's points (GeneralaOptions reads them as typed and says what is wrong). */
export const SERVIDA_FIELD = 'generala.servidaGenerala';

/**
 * The form's problems with the Generala servida's typed points refused (`problem`, GeneralaOptions' words) in
 * the form's order: after the name, before the boxes. The form keeps the last points read, so Save waits for it.
 */
export function withServidaProblem(
  problems: Readonly<Record<string, string>>,
  problem: string | null,
): Record<string, string> {
  if (problem === null) return { ...problems };
  const { name, ...rest } = problems;
  return {
    ...(name === undefined ? {} : { name }),
    [SERVIDA_FIELD]: asSentence(`Generala servida: ${problem}`),
    ...rest,
  };
}

/** A check's message as the editor shows it: a sentence ("no sheet can reach 200" → "No sheet can reach 200."). */
export function asSentence(message: string): string {
  const text = message.trim();
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/**
 * Each field's problem as a sentence, by field (`name`, `bonus.threshold`, `boxes.full-house`, ...), in the
 * form's order: the shared check's words, so the editor, a file and the backend say the same.
 */
export function formProblems(form: RulesForm, taken: readonly string[]): Record<string, string> {
  // The form has the shape already; its values get the shared check's words (a blank input: "needs a number").
  const problems = customRulesProblems(customOf(form), taken);
  return Object.fromEntries(problems.map((p) => [p.field, asSentence(p.message)]));
}

/** The kinds a box offers in the editor, in words. */
export function kindOptions(
  base: Variant,
  box: string,
): { readonly kind: BoxKind; readonly label: string }[] {
  const spec = makeRules(base).boxes.find((b) => b.id === box);
  if (!spec) return [];
  const words: Record<BoxKind, string> = {
    sum: 'All five dice added up',
    matching: 'The matching dice added up',
    fixed: 'Fixed points',
    none: 'Left out',
  };
  return boxRuleKinds(spec.scoring).map((kind) => ({ kind, label: words[kind] }));
}

function ruleWords(rule: BoxRule): string {
  if (typeof rule === 'number') return String(rule);
  return rule === 'sum' ? 'the dice' : rule === 'matching' ? 'the matching dice' : 'left out';
}

/** What a custom rule set changes from its base, in a few words: "from Yacht: bonus 50 at 70, yacht 40". */
export function customSummary(custom: CustomRules): string {
  const base = customFrom(makeRules(custom.base), custom.name);
  const baseRules = makeRules(custom.base);
  const changes: string[] = [];
  const bonus = custom.bonus;
  if (JSON.stringify(bonus) !== JSON.stringify(base.bonus)) {
    changes.push(bonus ? `bonus ${bonus.points} at ${bonus.threshold}` : 'no bonus');
  }
  for (const box of editableBoxes(baseRules)) {
    const rule = custom.boxes[box.id] ?? base.boxes[box.id];
    if (rule !== undefined && rule !== base.boxes[box.id]) {
      changes.push(
        rule === 'none' ? `no ${box.label.toLowerCase()}` : `${box.label.toLowerCase()} ${ruleWords(rule)}`,
      );
    }
  }
  const editable = editableBoxes(baseRules);
  for (const box of baseRules.boxes) {
    if (!editable.includes(box)) {
      if (custom.boxes[box.id] === 'none') changes.push(`no ${box.label.toLowerCase()}`);
    }
  }
  for (const row of custom.added ?? []) changes.push(`+ ${row.label.trim().toLowerCase()}`);
  const yacht = yachtBox(baseRules);
  const yachtKept = yacht !== undefined && custom.boxes[yacht.id] !== 'none';
  if (yachtKept && custom.yacht !== base.yacht) changes.push(`yacht ${custom.yacht}`);
  if (custom.extraYacht !== base.extraYacht) {
    changes.push(custom.extraYacht === null ? 'no extra yachts' : `extra yachts ${custom.extraYacht}`);
  }
  if (custom.joker !== base.joker)
    changes.push(custom.joker === 'off' ? 'no joker' : `${custom.joker} joker`);
  // Generala's options where they differ from its defaults (a file may leave them out: the defaults).
  const options = custom.generala ?? base.generala;
  if (options && options.aceStraight !== base.generala?.aceStraight) {
    changes.push(options.aceStraight ? '3-4-5-6-1 an escalera' : 'no 3-4-5-6-1 escalera');
  }
  if (options && options.servidaGenerala !== base.generala?.servidaGenerala) {
    const servida = options.servidaGenerala;
    changes.push(servida === 'wins' ? 'generala servida wins' : `generala servida ${servida} points`);
  }
  const from = `From ${VARIANT_LABELS[custom.base]}`;
  return changes.length === 0 ? `${from}, unchanged.` : `${from}: ${changes.join(', ')}.`;
}
