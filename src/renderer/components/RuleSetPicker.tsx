// The rule set of a new game (or of a position to analyze): the variant, as cards with a blurb or as one
// select labelled "Rules", and for standard its second-yacht and joker options.

import { useId } from 'react';
import { VARIANTS, type RuleOptions, type Variant } from '../../shared/rules';
import { VARIANT_LABELS } from './table-words';

export interface RuleSetPickerProps {
  readonly variant: Variant;
  readonly options: RuleOptions;
  readonly onChange: (variant: Variant, options: RuleOptions) => void;
  /** A select instead of the cards (the analyzer's narrow form). */
  readonly compact?: boolean;
}

const VARIANT_BLURBS: Readonly<Record<Variant, string>> = {
  standard: 'The family game: 13 boxes, bonus 35 at 63, extra yachts and the joker.',
  classic: 'The old game: 12 boxes, straights 30, no bonus.',
  yatzy: 'The Nordic game: 15 boxes with pairs, bonus 50 at 63.',
};

export function RuleSetPicker(props: RuleSetPickerProps) {
  const { variant, options, onChange, compact = false } = props;
  const id = useId();
  if (compact) {
    return (
      <div className="rule-set-picker compact">
        <div className="field">
          <label htmlFor={id}>Rules</label>
          <select
            id={id}
            value={variant}
            title={VARIANT_BLURBS[variant]}
            onChange={(e) => onChange(VARIANTS.find((v) => v === e.target.value) ?? variant, options)}
            data-testid="rules-select"
          >
            {VARIANTS.map((v) => (
              <option key={v} value={v}>
                {VARIANT_LABELS[v]}
              </option>
            ))}
          </select>
        </div>
        <RuleOptionsFields variant={variant} options={options} onChange={onChange} />
      </div>
    );
  }
  return (
    <fieldset className="rule-set-picker">
      <legend>Rules</legend>
      <div className="variant-choices" role="radiogroup" aria-label="Rule set">
        {VARIANTS.map((v) => (
          <label key={v} className={`variant-choice${v === variant ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="variant"
              value={v}
              checked={v === variant}
              onChange={() => onChange(v, options)}
            />
            <span className="variant-name">{VARIANT_LABELS[v]}</span>
            <span className="variant-blurb">{VARIANT_BLURBS[v]}</span>
          </label>
        ))}
      </div>
      <RuleOptionsFields variant={variant} options={options} onChange={onChange} />
    </fieldset>
  );
}

/** Standard's second-yacht and joker options (nothing for the other variants). */
function RuleOptionsFields(props: Omit<RuleSetPickerProps, 'compact'>) {
  const { variant, options, onChange } = props;
  return (
    <>
      {variant === 'standard' && (
        <div className="rule-options">
          <label className="check">
            <input
              type="checkbox"
              checked={options.secondYacht}
              onChange={(e) => onChange(variant, { ...options, secondYacht: e.target.checked })}
            />
            Second yacht scores 100 more and plays as a joker
          </label>
          <label className="field inline">
            <span>Joker</span>
            <select
              value={options.joker}
              disabled={!options.secondYacht}
              onChange={(e) =>
                onChange(variant, { ...options, joker: e.target.value === 'free' ? 'free' : 'forced' })
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
