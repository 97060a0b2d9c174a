// The rule set of a new game (or of a position to analyze): the variant or one of the player's own rule sets,
// as cards with a blurb or as one select labelled "Rules", for standard its second-yacht and joker options, and
// for Generala its ace straight and Generala servida.

import { useId } from 'react';
import { VARIANTS, type CustomRules, type RuleOptions, type Variant } from '../../shared/rules';
import { customSummary } from './rules-form';
import { GeneralaOptions } from './GeneralaOptions';
import { VARIANT_LABELS } from '../ui/words';

export interface RuleSetPickerProps {
  readonly variant: Variant;
  readonly options: RuleOptions;
  /** The player's own rule set when one is chosen (then `variant` is its base). */
  readonly custom?: CustomRules | null;
  /** The player's own rule sets, offered after the built-in ones. */
  readonly customRules?: readonly CustomRules[];
  readonly onChange: (variant: Variant, options: RuleOptions, custom: CustomRules | null) => void;
  /** Why an option typed in is not one (Generala's servida points), or null: the page holds its action meanwhile. */
  readonly onProblem?: (problem: string | null) => void;
  /** A select instead of the cards (the analyzer's narrow form). */
  readonly compact?: boolean;
}

const VARIANT_BLURBS: Readonly<Record<Variant, string>> = {
  standard: 'The family game: 13 boxes, bonus 35 at 63, extra yachts and the joker.',
  classic: 'The old game: 12 boxes, straights 30, no bonus.',
  yatzy: 'The Nordic game: 15 boxes with pairs, bonus 50 at 63.',
  generala: 'The Latin American game: 11 boxes, 5 more made on the first roll, Generala servida wins.',
};

/** The rule sets on offer: the built-in ones, the player's own, and the chosen custom one if it is no longer kept. */
function choicesOf(props: RuleSetPickerProps) {
  const customs = [...(props.customRules ?? [])];
  const chosen = props.custom;
  if (chosen && !customs.some((c) => c.name === chosen.name)) customs.push(chosen);
  return [
    ...VARIANTS.map((v) => ({ key: v, name: VARIANT_LABELS[v], blurb: VARIANT_BLURBS[v], custom: null })),
    ...customs.map((c) => ({ key: `custom:${c.name}`, name: c.name, blurb: customSummary(c), custom: c })),
  ];
}

export function RuleSetPicker(props: RuleSetPickerProps) {
  const { variant, options, custom = null, onChange, compact = false } = props;
  const id = useId();
  const choices = choicesOf(props);
  const chosenKey = custom ? `custom:${custom.name}` : variant;
  const choose = (key: string): void => {
    const c = choices.find((x) => x.key === key);
    if (!c) return;
    // Another rule set's options are fresh: a wrong value typed in Generala's no longer holds anything.
    props.onProblem?.(null);
    if (c.custom) onChange(c.custom.base, options, c.custom);
    else onChange(VARIANTS.find((v) => v === c.key) ?? variant, options, null);
  };
  const fields = !custom && (
    <RuleOptionsFields variant={variant} options={options} onChange={onChange} onProblem={props.onProblem} />
  );
  if (compact) {
    return (
      <div className="rule-set-picker compact">
        <div className="field">
          <label htmlFor={id}>Rules</label>
          <select
            id={id}
            value={chosenKey}
            title={choices.find((c) => c.key === chosenKey)?.blurb}
            onChange={(e) => choose(e.target.value)}
            data-testid="rules-select"
          >
            {choices.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {fields}
      </div>
    );
  }
  return (
    <fieldset className="rule-set-picker">
      <legend>Rules</legend>
      <div className="variant-choices" role="radiogroup" aria-label="Rule set">
        {choices.map((c) => (
          <label key={c.key} className={`variant-choice${c.key === chosenKey ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="variant"
              value={c.key}
              checked={c.key === chosenKey}
              onChange={() => choose(c.key)}
            />
            <span className="variant-name">{c.name}</span>
            <span className="variant-blurb">{c.blurb}</span>
          </label>
        ))}
      </div>
      {fields}
    </fieldset>
  );
}

/** Standard's second-yacht and joker options, Generala's own (nothing for the other variants). */
function RuleOptionsFields(
  props: Pick<RuleSetPickerProps, 'variant' | 'options' | 'onChange' | 'onProblem'>,
) {
  const { variant, options, onChange } = props;
  if (variant === 'generala') {
    return (
      <GeneralaOptions
        options={options}
        onChange={(next) => onChange(variant, next, null)}
        onProblem={props.onProblem}
      />
    );
  }
  return (
    <>
      {variant === 'standard' && (
        <div className="rule-options">
          <label className="check">
            <input
              type="checkbox"
              checked={options.secondYacht}
              onChange={(e) => onChange(variant, { ...options, secondYacht: e.target.checked }, null)}
            />
            Second yacht scores 100 more and plays as a joker
          </label>
          <label className="field inline">
            <span>Joker</span>
            <select
              value={options.joker}
              disabled={!options.secondYacht}
              onChange={(e) =>
                onChange(variant, { ...options, joker: e.target.value === 'free' ? 'free' : 'forced' }, null)
              }
            >
              <option value="forced">Forced: upper box of the face first</option>
              <option value="free">Free: any open box</option>
            </select>
          </label>
        </div>
      )}
    </>
  );
}
