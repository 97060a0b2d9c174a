// A sheet set up by hand: one number input per box (empty = open), upper and lower side by side, and the
// extra yachts when the rules have them.

import type { RuleSet } from '../../shared/rules';

export interface SheetEditorProps {
  readonly rules: RuleSet;
  /** Each box's input by box id ('' = open). */
  readonly sheet: Readonly<Record<string, string>>;
  readonly extraYachts: string;
  readonly onSheet: (sheet: Readonly<Record<string, string>>) => void;
  readonly onExtraYachts: (text: string) => void;
}

export function SheetEditor(props: SheetEditorProps) {
  const { rules, sheet, extraYachts, onSheet, onExtraYachts } = props;
  const column = (section: 'upper' | 'lower') => (
    <div className="sheet-editor-column">
      {rules.boxes
        .filter((b) => b.section === section)
        .map((box) => (
          <label key={box.id} className="sheet-editor-box" title={box.help}>
            <span>{box.label}</span>
            <input
              type="number"
              inputMode="numeric"
              step={1}
              placeholder="open"
              value={sheet[box.id] ?? ''}
              onChange={(e) => onSheet({ ...sheet, [box.id]: e.target.value })}
              data-testid={`analyzer-box-${box.id}`}
            />
          </label>
        ))}
    </div>
  );
  return (
    <fieldset className="sheet-editor">
      <legend>Sheet</legend>
      <p className="field-hint">Points in the filled boxes; leave a box empty when it is open.</p>
      <div className="sheet-editor-columns">
        {column('upper')}
        {column('lower')}
      </div>
      <div className="sheet-editor-extra">
        <label className="field inline">
          <span>Extra yachts</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={12}
            step={1}
            value={extraYachts}
            onChange={(e) => onExtraYachts(e.target.value)}
            data-testid="analyzer-extra-yachts"
          />
        </label>
        <span className="field-hint">
          {rules.joker
            ? `${rules.joker.extraYachtPoints} each, beyond the yacht box`
            : 'none under these rules'}
        </span>
      </div>
    </fieldset>
  );
}
