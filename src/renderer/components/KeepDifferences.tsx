// "Where the rules change the best play": two rule sets chosen, the first-turn rolls whose best keep differs
// between them, most probable first, each with both keeps and what each is worth under each rule set.

import { useState } from 'react';
import { useKeepDifferences } from '../api';
import type { VariantEntry } from '../variants/variant-view';
import { keepWords } from '../variants/variant-view';

const SHOWN = 8;

export function KeepDifferences(props: { readonly entries: readonly VariantEntry[] }) {
  const { entries } = props;
  const [a, setA] = useState(entries[0]!.key);
  const [b, setB] = useState(entries[entries.length - 1]!.key);
  const [all, setAll] = useState(false);
  const ea = entries.find((e) => e.key === a)!;
  const eb = entries.find((e) => e.key === b)!;
  const answer = useKeepDifferences(a === b ? null : { a: ea, b: eb });
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
        {select('Rules', a, setA, 'keeps-a')}
        {select('against', b, setB, 'keeps-b')}
      </div>
      {a === b ? (
        <p className="field-hint">Choose two different rule sets.</p>
      ) : answer.isError ? (
        <p className="field-error" role="alert">
          Could not be worked out: {answer.error.message}
        </p>
      ) : !answer.data ? (
        <p className="field-hint" role="status">
          Working out both rule sets’ first turns…
        </p>
      ) : (
        <>
          <p className="field-hint" data-testid="keeps-summary">
            The best keep differs in {list.length} of the {answer.data.decisions} first-turn decisions (each
            first roll, with two and with one roll left), most likely rolls first.
          </p>
          <ol className="keep-difference-list" data-testid="keep-differences">
            {shown.map((d) => (
              <li key={`${d.dice.join('')}-${d.rollsLeft}`}>
                <p>
                  With <strong>{d.dice.join('-')}</strong> (
                  {d.rollsLeft === 2 ? 'first roll' : 'one roll left'}, {(d.probability * 100).toFixed(1)}% as
                  a roll): {ea.name} {keepWords(d.keepA)}; {eb.name} {keepWords(d.keepB)}.
                </p>
                <p className="field-hint">
                  Expected totals under {ea.name}: {d.underA.keepA.toFixed(2)} against{' '}
                  {d.underA.keepB.toFixed(2)}; under {eb.name}: {d.underB.keepB.toFixed(2)} against{' '}
                  {d.underB.keepA.toFixed(2)}.
                </p>
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
