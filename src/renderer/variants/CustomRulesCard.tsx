// "Your rule sets": the player's own rule sets (kept in the settings), each with what it changes, to edit or
// delete (asked first); New opens the editor on a copy of a built-in rule set. A saved rule set joins the table
// above and is worked out there, and can be chosen for a new game.

import { useState } from 'react';
import type { CustomRules, Variant } from '../../shared/rules';
import { useSaveSettings } from '../api';
import { BaseSelect } from './BaseSelect';
import { RulesEditor } from './RulesEditor';
import { customSummary, formOf, newForm, type RulesForm } from './rules-form';

type Editing = { readonly index: number | null; readonly form: RulesForm } | null;

export function CustomRulesCard(props: { readonly customRules: readonly CustomRules[] }) {
  const { customRules } = props;
  const save = useSaveSettings();
  const [editing, setEditing] = useState<Editing>(null);
  const [base, setBase] = useState<Variant>('standard');
  const [deleting, setDeleting] = useState<number | null>(null);
  const names = customRules.map((c) => c.name);

  const store = (list: readonly CustomRules[], then?: () => void): void =>
    save.mutate({ customRules: [...list] }, { onSuccess: () => then?.() });

  return (
    <section className="card custom-rules" aria-labelledby="custom-rules-title" data-testid="custom-rules">
      <h2 id="custom-rules-title">Your rule sets</h2>
      {customRules.length === 0 ? (
        <p className="field-hint">
          None yet. Make one from a built-in rule set: change the bonus, what the boxes score, the yacht,
          extra yachts and the joker, leave boxes out and add rows of the family (up to 15 boxes); it is
          worked out here and can be played against every bot.
        </p>
      ) : (
        <ul className="custom-rules-list">
          {customRules.map((c, i) => (
            <li key={c.name} data-testid="custom-rules-item">
              <div>
                <strong>{c.name}</strong>
                <span className="field-hint"> {customSummary(c)}</span>
              </div>
              {deleting === i ? (
                <span className="custom-rules-confirm" role="group" aria-label={`Delete ${c.name}?`}>
                  <span>Delete “{c.name}”? Games played by it keep their rules.</span>
                  <button
                    type="button"
                    className="button danger"
                    onClick={() =>
                      store(
                        customRules.filter((_, j) => j !== i),
                        () => setDeleting(null),
                      )
                    }
                  >
                    Delete
                  </button>
                  <button type="button" className="button" onClick={() => setDeleting(null)}>
                    Keep
                  </button>
                </span>
              ) : (
                <span className="custom-rules-actions">
                  <button
                    type="button"
                    className="button"
                    onClick={() => setEditing({ index: i, form: formOf(c) })}
                    aria-label={`Edit ${c.name}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button quiet"
                    onClick={() => setDeleting(i)}
                    aria-label={`Delete ${c.name}`}
                  >
                    Delete
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <RulesEditor
          key={editing.index ?? 'new'}
          initial={editing.form}
          taken={names.filter((_, i) => i !== editing.index)}
          saving={save.isPending}
          error={save.error ? save.error.message : null}
          onCancel={() => {
            save.reset();
            setEditing(null);
          }}
          onSave={(custom) => {
            const list =
              editing.index === null
                ? [...customRules, custom]
                : customRules.map((c, i) => (i === editing.index ? custom : c));
            store(list, () => setEditing(null));
          }}
        />
      ) : (
        <div className="custom-rules-new">
          <BaseSelect value={base} onChange={setBase} testId="custom-rules-base" className="field inline" />
          <button
            type="button"
            className="button primary"
            onClick={() => {
              save.reset();
              setEditing({ index: null, form: newForm(base, names) });
            }}
            data-testid="custom-rules-new"
          >
            New rule set
          </button>
        </div>
      )}
    </section>
  );
}
