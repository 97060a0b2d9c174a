// The custom-rules editor: a name, the rule set it starts from (on Generala, Generala's options: the ace straight
// and what a Generala servida does), the upper boxes kept and the bonus, how each lower box scores, the rows
// added (AddedRows), the yacht box, extra yachts and the joker. Every field's problem is shown under it as it is
// typed (the shared check's words, as sentences, tied to the input for screen readers); Save is refused while any
// is left, and lists them all, each taking you to its field.

import { useId, useState, type FormEvent } from 'react';
import { makeRules, yachtBox, type CustomJoker, type CustomRules } from '../../shared/rules';
import { AddedRows } from './AddedRows';
import { FieldError } from '../ui/FieldError';
import { BaseSelect } from './BaseSelect';
import { GeneralaOptions } from './GeneralaOptions';
import {
  asSentence,
  customOf,
  formProblems,
  generalaOf,
  kindOptions,
  SERVIDA_FIELD,
  secondYachtBox,
  withBase,
  withServidaProblem,
  type BoxKind,
  type RulesForm,
} from './rules-form';

export interface RulesEditorProps {
  readonly initial: RulesForm;
  /** Names other rule sets use (a new name must differ from them). */
  readonly taken: readonly string[];
  readonly saving: boolean;
  /** The backend's answer when saving failed. */
  readonly error: string | null;
  readonly onSave: (custom: CustomRules) => void;
  readonly onCancel: () => void;
}

const JOKERS: readonly { readonly value: CustomJoker; readonly label: string }[] = [
  { value: 'forced', label: 'Forced: upper box of the face first' },
  { value: 'free', label: 'Free: any open box' },
  { value: 'off', label: 'Off: five alike score as they fall' },
];

export function RulesEditor(props: RulesEditorProps) {
  const { taken, saving } = props;
  const [form, setForm] = useState<RulesForm>(props.initial);
  const [tried, setTried] = useState(false);
  // Why the Generala servida's typed points are refused (GeneralaOptions reads them; the form keeps the last good).
  const [servidaProblem, setServidaProblem] = useState<string | null>(null);
  const id = useId();
  const problems = withServidaProblem(formProblems(form, taken), servidaProblem);
  const count = Object.keys(problems).length;
  /** The input a field's problem is about, and the problem's own element. */
  const inputId = (field: string): string => `${id}-${field}`;
  const errorId = (field: string): string => `${id}-${field}-error`;
  const describedBy = (field: string): { 'aria-invalid': boolean; 'aria-describedby'?: string } =>
    problems[field] === undefined
      ? { 'aria-invalid': false }
      : { 'aria-invalid': true, 'aria-describedby': errorId(field) };
  const edit = (change: Partial<RulesForm>): void => setForm({ ...form, ...change });
  const base = makeRules(form.base);
  const yacht = yachtBox(base);
  const second = secondYachtBox(base);
  const generala = generalaOf(form);
  const custom = customOf(form);
  // The base's boxes the sheet keeps, and how many boxes it has with the rows.
  const keptIds = base.boxes.filter((b) => custom.boxes[b.id] !== 'none').map((b) => b.id);
  const upperBoxes = base.boxes.filter((b) => b.section === 'upper');
  /** A problem's input: a row's id and kind are told at its label and its Remove button. */
  const focusField = (field: string): void => {
    const target = field.replace(/^(added\.\d+)\.id$/, '$1.label');
    const generala = document.getElementById(inputId('generala'));
    if (field === SERVIDA_FIELD)
      generala?.querySelector<HTMLElement>('[data-testid="servida-points"]')?.focus();
    else document.getElementById(inputId(target))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setTried(true);
    if (count > 0) {
      const target = event.currentTarget;
      requestAnimationFrame(() => target.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    props.onSave(custom);
  };

  /** A number input with its label and its problem under it. */
  const numberField = (field: string, label: string, value: string, onChange: (v: string) => void) => (
    <label className="field rules-number">
      <span>{label}</span>
      <input
        id={inputId(field)}
        type="number"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...describedBy(field)}
        data-testid={`rules-${field}`}
      />
      <FieldError id={errorId(field)} message={problems[field] ?? null} />
    </label>
  );

  return (
    <form className="rules-editor" onSubmit={submit} aria-label="Your rule set" noValidate>
      <div className="rules-editor-top">
        <label className="field">
          <span>Name</span>
          <input
            id={inputId('name')}
            type="text"
            value={form.name}
            maxLength={60}
            onChange={(e) => edit({ name: e.target.value })}
            {...describedBy('name')}
            data-testid="rules-name"
          />
          <FieldError id={errorId('name')} message={problems['name'] ?? null} />
        </label>
        <BaseSelect
          value={form.base}
          onChange={(base) => {
            setForm(withBase(form, base));
            setServidaProblem(null);
          }}
          testId="rules-base"
        />
      </div>

      {form.base === 'generala' && (
        <fieldset className="rules-group" id={inputId('generala')} data-testid="rules-generala">
          <legend>Generala&apos;s options</legend>
          <GeneralaOptions
            options={{ secondYacht: false, joker: 'forced', ...generala }}
            onChange={(o) =>
              edit({
                generala: {
                  aceStraight: o.aceStraight ?? generala.aceStraight,
                  servidaGenerala: o.servidaGenerala ?? generala.servidaGenerala,
                },
              })
            }
            onProblem={setServidaProblem}
          />
        </fieldset>
      )}

      <fieldset className="rules-group">
        <legend>Upper boxes and bonus</legend>
        <div className="rules-upper" role="group" aria-label="Upper boxes on the sheet">
          {upperBoxes.map((b) => (
            <label key={b.id} className="check">
              <input
                type="checkbox"
                checked={!form.upperOut.includes(b.id)}
                onChange={(e) =>
                  edit({
                    upperOut: e.target.checked
                      ? form.upperOut.filter((id) => id !== b.id)
                      : [...form.upperOut, b.id],
                  })
                }
                data-testid={`rules-upper-${b.id}`}
              />
              {b.label}
            </label>
          ))}
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={form.bonusOn}
            onChange={(e) => edit({ bonusOn: e.target.checked })}
            data-testid="rules-bonus-on"
          />
          A bonus for the upper boxes (those left on the sheet)
        </label>
        {form.bonusOn && (
          <div className="rules-row">
            {numberField('bonus.threshold', 'When they add up to', form.threshold, (threshold) =>
              edit({ threshold }),
            )}
            {numberField('bonus.points', 'Bonus points', form.bonusPoints, (bonusPoints) =>
              edit({ bonusPoints }),
            )}
          </div>
        )}
      </fieldset>

      <fieldset className="rules-group">
        <legend>Lower boxes</legend>
        <div className="rules-boxes">
          {Object.entries(form.boxes).map(([box, field]) => {
            const label = base.boxes.find((b) => b.id === box)?.label ?? box;
            const boxField = `boxes.${box}`;
            return (
              <div key={box} className="rules-box-row" data-testid={`rules-box-${box}`}>
                <label className="field">
                  <span>{label}</span>
                  <select
                    id={field.kind === 'fixed' ? undefined : inputId(boxField)}
                    value={field.kind}
                    onChange={(e) =>
                      edit({ boxes: { ...form.boxes, [box]: { ...field, kind: e.target.value as BoxKind } } })
                    }
                    data-testid={`rules-kind-${box}`}
                  >
                    {kindOptions(form.base, box).map((o) => (
                      <option key={o.kind} value={o.kind}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </label>
                {field.kind === 'fixed' && (
                  <label className="field rules-number">
                    <span className="visually-hidden">{label}: points</span>
                    <input
                      id={inputId(boxField)}
                      type="number"
                      inputMode="numeric"
                      value={field.points}
                      onChange={(e) =>
                        edit({ boxes: { ...form.boxes, [box]: { ...field, points: e.target.value } } })
                      }
                      {...describedBy(boxField)}
                      data-testid={`rules-points-${box}`}
                    />
                  </label>
                )}
                <FieldError id={errorId(boxField)} message={problems[boxField] ?? null} />
              </div>
            );
          })}
        </div>
      </fieldset>

      <AddedRows
        rows={form.added}
        keptIds={keptIds}
        boxCount={keptIds.length + form.added.length}
        ties={{ problems, inputId, errorId, describedBy }}
        onChange={(added) => edit({ added })}
      />

      <fieldset className="rules-group">
        <legend>Yachts</legend>
        {yacht && (
          <label className="check">
            <input
              type="checkbox"
              checked={form.yachtOn}
              onChange={(e) => edit({ yachtOn: e.target.checked })}
              data-testid="rules-yacht-on"
            />
            A {yacht.label} box (five alike)
          </label>
        )}
        {second && (
          <label className="check">
            <input
              id={inputId(`boxes.${second.id}`)}
              type="checkbox"
              checked={form.secondOn}
              onChange={(e) => edit({ secondOn: e.target.checked })}
              {...describedBy(`boxes.${second.id}`)}
              data-testid="rules-second-on"
            />
            A {second.label} box (five alike once the {yacht?.label ?? 'five-alike'} box holds its points)
            <FieldError id={errorId(`boxes.${second.id}`)} message={problems[`boxes.${second.id}`] ?? null} />
          </label>
        )}
        <div className="rules-row">
          {form.yachtOn &&
            numberField('yacht', `${yacht?.label ?? 'Yacht'} points`, form.yacht, (v) => edit({ yacht: v }))}
          <label className="check rules-extra">
            <input
              type="checkbox"
              checked={form.extraOn}
              onChange={(e) => edit({ extraOn: e.target.checked })}
              data-testid="rules-extra-on"
            />
            Extra yachts pay a bonus
          </label>
          {form.extraOn &&
            numberField('extraYacht', 'Each extra yacht', form.extraYacht, (extraYacht) =>
              edit({ extraYacht }),
            )}
          <label className="field">
            <span>Joker</span>
            <select
              id={inputId('joker')}
              value={form.joker}
              onChange={(e) =>
                edit({ joker: JOKERS.find((j) => j.value === e.target.value)?.value ?? 'off' })
              }
              {...describedBy('joker')}
              data-testid="rules-joker"
            >
              {JOKERS.map((j) => (
                <option key={j.value} value={j.value}>
                  {j.label}
                </option>
              ))}
            </select>
            <FieldError id={errorId('joker')} message={problems['joker'] ?? null} />
          </label>
        </div>
      </fieldset>

      <div className="rules-editor-actions">
        <button type="submit" className="button primary" disabled={saving} data-testid="rules-save">
          Save and work it out
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
      {tried && count > 0 && (
        <div className="rules-problems" role="alert" data-testid="rules-problems">
          <p>Not saved: {count === 1 ? 'one field needs' : `${count} fields need`} another look.</p>
          <ul>
            {Object.entries(problems).map(([field, message]) => (
              <li key={field}>
                <button type="button" className="rules-problem-link" onClick={() => focusField(field)}>
                  {message}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {props.error && (
        <p className="rules-problems" role="alert">
          Not saved: {asSentence(props.error)}
        </p>
      )}
    </form>
  );
}
