// "Where the rules change the best play": two rule sets chosen, the first-turn rolls whose best keep differs
// between them, most probable first, each with both keeps and what each is worth under each rule set (the
// first rule set's keep always first). The choice follows a rule set that is edited, and falls back to the
// first and last rule sets when one is deleted.

import { useState } from 'react';
import { useKeepDifferences } from '../api';
import { useFollowedKeys } from './useFollowedKeys';
import type { VariantEntry } from './variant-view';
import { keepLabel, keepWords } from './variant-view';

const SHOWN = 8;

export function KeepDifferences(props: { readonly entries: readonly VariantEntry[] }) {
  const { entries } = props;
  const first = entries[0]!;
  const last = entries[entries.length - 1]!;
  const [[keyA, keyB], setKeys] = useFollowedKeys(entries, () => [first.key, last.key]);
  const [all, setAll] = useState(false);
  const ea = entries.find((e) => e.key === keyA) ?? first;
  const eb = entries.find((e) => e.key === keyB) ?? last;
  const same = ea.key === eb.key;
  const answer = useKeepDifferences(same ? null : { a: ea, b: eb });
  const select = (label: string, value: string, onChange: (key: string) => void, testId: string) => (
    <label className="field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {entries.map((e) => (
          <option key={e.key} value={e.key}>
            {e.name}
          </option>
        ))}
      </select>
    </label>
  );
  const list = answer.data?.differences ?? [];
  const shown = all ? list : list.slice(0, SHOWN);
  return (
    <section className="card keep-differences" aria-labelledby="keep-differences-title">
      <h2 id="keep-differences-title">Where the rules change the best play</h2>
      <div className="keep-differences-choice" role="group" aria-label="The two rule sets">
        {select('Rules', ea.key, (key) => setKeys(([, b]) => [key, b ?? null]), 'keeps-a')}
        {select('against', eb.key, (key) => setKeys(([a]) => [a ?? null, key]), 'keeps-b')}
      </div>
      {same ? (
        <p className="field-hint">Choose two different rule sets.</p>
      ) : answer.isError ? (
        <p className="field-error" role="alert">
          Could not be worked out: {answer.error.message}
        </p>
      ) : !answer.data ? (
        <p className="field-hint" role="status">
          Working out both rule sets’ first turns…
        </p>
      ) : list.length === 0 ? (
        <p className="field-hint" data-testid="keeps-summary">
          None: {ea.name} and {eb.name} keep the same dice in all {answer.data.decisions} first-turn decisions
          (each first roll, with two and with one roll left).
        </p>
      ) : (
        <>
          <p className="field-hint" data-testid="keeps-summary">
            The best keep differs in {list.length} of the {answer.data.decisions} first-turn decisions (each
            first roll, with two and with one roll left), most likely rolls first. Each keep’s expected final
            total under both rule sets; the better one under each in bold.
          </p>
          <ol className="keep-difference-list" data-testid="keep-differences">
            {shown.map((d) => (
              <li key={`${d.dice.join('')}-${d.rollsLeft}`}>
                <p>
                  With <strong>{d.dice.join('-')}</strong> (
                  {d.rollsLeft === 2 ? 'first roll' : 'one roll left'}, {(d.probability * 100).toFixed(1)}% as
                  a roll): {ea.name} {keepWords(d.keepA)}; {eb.name} {keepWords(d.keepB)}.
                </p>
                <table className="keep-values" data-testid="keep-values">
                  <thead>
                    <tr>
                      <th scope="col">
                        <span className="visually-hidden">Keep</span>
                      </th>
                      <th scope="col">Under {ea.name}</th>
                      <th scope="col">Under {eb.name}</th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th scope="row">{keepLabel(d.keepA)}</th>
                      <td className="best">{d.underA.keepA.toFixed(2)}</td>
                      <td>{d.underB.keepA.toFixed(2)}</td>
                    </tr>
                    <tr>
                      <th scope="row">{keepLabel(d.keepB)}</th>
                      <td>{d.underA.keepB.toFixed(2)}</td>
                      <td className="best">{d.underB.keepB.toFixed(2)}</td>
                    </tr>
                  </tbody>
                </table>
              </li>
            ))}
          </ol>
          {list.length > SHOWN && (
            <button type="button" className="button" onClick={() => setAll(!all)}>
              {all ? 'Show fewer' : `Show all ${list.length}`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
