// Every option of an analyzed position, best first: the choice in words (with the points a box writes), its
// expected final total, what it loses against the best, its class, and the solver's facts behind it.

import type { PositionOptions } from '../../shared/coach';
import { lossText, percent, points2 } from '../coach/format';
import { plural } from './table-words';
import { GradeBadge } from './GradeBadge';

export function AnalyzerResults(props: { readonly result: PositionOptions }) {
  const { result } = props;
  const when = result.rollsLeft === 0 ? 'no roll left' : `${plural(result.rollsLeft, 'roll')} left`;
  return (
    <section className="card analyzer-results" aria-labelledby="analyzer-results-title">
      <h2 id="analyzer-results-title">
        Dice {result.dice.join('-')}, {when}
      </h2>
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
          {result.options.map((option, rank) => (
            <tr
              key={JSON.stringify(option.choice)}
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
    </section>
  );
}
