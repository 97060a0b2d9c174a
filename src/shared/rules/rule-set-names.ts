// What the built-in rule sets are called where people see them (the variants table, charts and menus, the
// setup page), and how names are told apart: a rule set of one's own may not go by one of them in any case,
// or two "Standard" rows stand side by side.

import { VARIANTS, type RuleOptions, type Variant } from './types';
import { makeRules } from './variants';

export const VARIANT_LABELS: Readonly<Record<Variant, string>> = {
  standard: 'Standard',
  classic: 'Classic',
  yatzy: 'Yatzy',
  generala: 'Generala',
};

/** A rule set in words: "Standard", "Standard, free joker, no second-yacht bonus". */
export function rulesLabel(variant: Variant, options: RuleOptions): string {
  if (variant === 'generala') return generalaLabel(options);
  if (variant !== 'standard') return VARIANT_LABELS[variant];
  const changes = [
    options.secondYacht && options.joker === 'free' ? 'free joker' : null,
    options.secondYacht ? null : 'no second-yacht bonus',
  ].filter((c) => c !== null);
  return [VARIANT_LABELS[variant], ...changes].join(', ');
}

/** "Generala", "Generala, 3-4-5-6-1, servida 100". */
function generalaLabel(options: RuleOptions): string {
  const servida = options.servidaGenerala ?? 'wins';
  const changes = [
    options.aceStraight ? '3-4-5-6-1' : null,
    servida === 'wins' ? null : `servida ${servida}`,
  ].filter((c) => c !== null);
  return [VARIANT_LABELS.generala, ...changes].join(', ');
}

const EVERY_OPTION: readonly RuleOptions[] = [true, false].flatMap((secondYacht) =>
  (['forced', 'free'] as const).map((joker) => ({ secondYacht, joker })),
);

/** Every name a built-in rule set goes by: its label with each option ("Standard, free joker") and its rules' name ("Yatzy (Nordic)"). */
export const BUILT_IN_RULE_NAMES: readonly string[] = [
  ...new Set([
    ...VARIANTS.flatMap((v) => [...EVERY_OPTION.map((options) => rulesLabel(v, options)), makeRules(v).name]),
    rulesLabel('generala', { ...makeRules('generala').options, aceStraight: true }),
  ]),
];

/** A name as names are compared: without case, and with runs of spaces as one ("my  RULES " is "my rules"). */
export function ruleNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const BUILT_IN_KEYS = new Set(BUILT_IN_RULE_NAMES.map(ruleNameKey));

export function isBuiltInRuleName(name: string): boolean {
  return BUILT_IN_KEYS.has(ruleNameKey(name));
}

/** "My rules", "My rules 2", ...: the first name that neither `taken` nor a built-in rule set goes by. */
export function freeRuleName(taken: readonly string[], stem = 'My rules'): string {
  const used = new Set(taken.map(ruleNameKey));
  for (let i = 1; ; i++) {
    const name = i === 1 ? stem : `${stem} ${i}`;
    if (!used.has(ruleNameKey(name)) && !isBuiltInRuleName(name)) return name;
  }
}
