// Every option of an analyzed position, best first: the choice in words (with the points a box writes), its
// expected final total, what it loses against the best, its class, and the solver's facts behind it.

import { useId, useState } from 'react';
import { sameChoice, type Choice, type PositionOptions } from '../../shared/coach';
import { lossText, percent, points2 } from '../coach/format';
import { plural } from '../ui/words';
import { GradeBadge } from '../coach/GradeBadge';

export interface AnalyzerResultsProps {
  readonly result: PositionOptions;
  /** The choice made (a replay's decision): its row is marked. */
  readonly chosen?: Choice | undefined;
  /** Rows shown before "Show all" (every one when absent). */
  readonly limit?: number | undefined;
  /** The heading ("Dice 2-3-4-4-6, 1 roll left" when absent). */
  readonly title?: string | undefined;
}

export function AnalyzerResults(props: AnalyzerResultsProps) {
  const { result, chosen, limit } = props;
  const titleId = useId();
  const [all, setAll] = useState(false);
  const when = result.rollsLeft === 0 ? 'no roll left' : `${plural(result.rollsLeft, 'roll')} left`;
  const cut = limit !== undefined && !all && result.options.length > limit;
  const chosenAt = chosen ? result.options.findIndex((o) => sameChoice(o.choice, chosen)) : -1;
  // The choice made stays on show even when it ranks below the cut.
  const rows = result.options
    .map((option, rank) => ({ option, rank }))
    .filter(({ rank }) => !cut || rank < (limit ?? 0) || rank === chosenAt);
  return (
    <section className="card analyzer-results" aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title ?? `Dice ${result.dice.join('-')}, ${when}`}</h2>
      <p className="field-hint">
        {result.current} points on the sheet now. Expected final totals under perfect play from here on.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Choice</th>
            <th scope="col">Expected total</th>
            <th scope="col">Loss</th>
            <th scope="col">Class</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ option, rank }) => (
            <tr
              key={JSON.stringify(option.choice)}
              className={rank === chosenAt ? 'chosen' : undefined}
              aria-current={rank === chosenAt ? 'true' : undefined}
              data-testid="analyzer-option"
              data-ev={String(option.ev)}
              data-loss={String(option.loss)}
              data-choice={JSON.stringify(option.choice)}
            >
              <td className="analyzer-rank">{rank + 1}</td>
              <th scope="row">
                <span className="analyzer-words">
                  {option.words}
                  {option.points === undefined ? '' : ` (${option.points})`}
                </span>
                {rank === chosenAt && <span className="chosen-mark"> · the choice made</span>}
                {option.facts.length > 0 && (
                  <details className="analyzer-why" open={rank === 0}>
                    <summary>Why</summary>
                    {option.facts.map((fact) => (
                      <span key={fact.text} className="hint-fact">
                        {percent(fact.chance)} {fact.text}
                      </span>
                    ))}
                  </details>
                )}
              </th>
              <td className="analyzer-ev">{points2(option.ev)}</td>
              <td className="analyzer-loss">{option.loss < 0.005 ? '–' : lossText(option.loss)}</td>
              <td>
                <GradeBadge grade={option.grade} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {cut && (
        <button type="button" className="button quiet small" onClick={() => setAll(true)}>
          Show all {result.options.length} options
        </button>
      )}
    </section>
  );
}
