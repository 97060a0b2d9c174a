// Why a decision lost what it lost: the solver's facts for the choice made beside the best one's (how the
// turn ends, the upper bonus), asked of the coach only when the player opens a row.

import type { RankedOption } from '../../shared/coach';
import { useCoachWhy } from '../api';
import { percent } from './format';

export interface GradeWhyProps {
  readonly gameId: string;
  readonly index: number;
  readonly id: string;
}

export function GradeWhy(props: GradeWhyProps) {
  const why = useCoachWhy(props.gameId, props.index, true);
  if (why.isPending) {
    return (
      <div id={props.id} className="coach-why" aria-live="polite">
        Asking the solver…
      </div>
    );
  }
  if (why.isError) {
    return (
      <div id={props.id} className="coach-why coach-error" role="alert">
        {why.error.message}
      </div>
    );
  }
  return (
    <div id={props.id} className="coach-why" data-testid="coach-why">
      <WhyOption who="yours" option={why.data.chosen} />
      <WhyOption who="best" option={why.data.best} />
    </div>
  );
}

function WhyOption(props: { readonly who: 'yours' | 'best'; readonly option: RankedOption }) {
  const { who, option } = props;
  return (
    <div className="coach-why-option" data-testid={`coach-why-${who === 'yours' ? 'chosen' : 'best'}`}>
      <p className="coach-why-head">
        <span className="coach-why-who">{who}</span> <strong>{option.words}</strong>
      </p>
      {option.facts.length === 0 ? (
        <p className="coach-why-none">no chance of note: only its expected total</p>
      ) : (
        <ul className="coach-why-facts">
          {option.facts.map((fact) => (
            <li key={fact.text} data-chance={String(fact.chance)}>
              <span className="coach-why-chance">{percent(fact.chance)}</span> {fact.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
