// A sheet set up by hand: one number input per box (empty = open), upper and lower side by side, and the
// extra yachts when the rules have them.

import type { RuleSet } from '../../shared/rules';
import type { FieldProblems } from './position-form';
import { FieldError } from '../ui/FieldError';

export interface SheetEditorProps {
  readonly rules: RuleSet;
  /** Each box's input by box id ('' = open). */
  readonly sheet: Readonly<Record<string, string>>;
  readonly extraYachts: string;
  readonly onSheet: (sheet: Readonly<Record<string, string>>) => void;
  readonly onExtraYachts: (text: string) => void;
  /** What is wrong with each input (null: not checked yet). */
  readonly problems?: FieldProblems | null;
}

export function SheetEditor(props: SheetEditorProps) {
  const { rules, sheet, extraYachts, onSheet, onExtraYachts } = props;
  const boxProblems = props.problems?.boxes ?? {};
  const extraProblem = props.problems?.extraYachts ?? null;
  const column = (section: 'upper' | 'lower') => (
    <div className="sheet-editor-column">
      {rules.boxes
        .filter((b) => b.section === section)
        .map((box) => (
          <div key={box.id} className="sheet-editor-box">
            <label title={box.help}>
              <span>{box.label}</span>
              <input
                type="number"
                inputMode="numeric"
                step={1}
                placeholder="open"
                value={sheet[box.id] ?? ''}
                aria-invalid={boxProblems[box.id] !== undefined}
                aria-describedby={boxProblems[box.id] !== undefined ? `problem-${box.id}` : undefined}
                onChange={(e) => onSheet({ ...sheet, [box.id]: e.target.value })}
                data-testid={`analyzer-box-${box.id}`}
              />
            </label>
            <FieldError id={`problem-${box.id}`} message={boxProblems[box.id] ?? null} />
          </div>
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
            aria-invalid={extraProblem !== null}
            aria-describedby={extraProblem !== null ? 'problem-extra-yachts' : undefined}
            onChange={(e) => onExtraYachts(e.target.value)}
            data-testid="analyzer-extra-yachts"
          />
        </label>
        <FieldError id="problem-extra-yachts" message={extraProblem} />
        <span className="field-hint">
          {rules.joker
            ? `${rules.joker.extraYachtPoints} each, beyond the yacht box`
            : 'none under these rules'}
        </span>
      </div>
    </fieldset>
  );
}
