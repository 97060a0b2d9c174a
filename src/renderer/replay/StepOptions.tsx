// Every option of the selected decision's position, ranked, with its facts (as Hint and Why? show them), the
// choice made marked. Asked once the selection rests: a held arrow key steps through many decisions.

import { memo } from 'react';
import type { Grade } from '../../shared/coach';
import type { CreatedEvent, GameState } from '../../shared/game';
import { usePositionOptions } from '../api';
import { positionRequest } from './position-request';
import { useSettled } from './useSettled';
import { AnalyzerResults } from '../analyzer/AnalyzerResults';

/** Options shown before "Show all". */
const OPTIONS_SHOWN = 5;
/** How long a decision stays selected before its options are asked for (ms). */
const OPTIONS_AFTER_MS = 120;

export interface StepOptionsProps {
  readonly created: CreatedEvent;
  readonly states: readonly GameState[];
  /** The decision selected (live or taken back), if one is. */
  readonly decision: { readonly grade: Grade; readonly takenBack: boolean } | null;
}

function StepOptionsInner(props: StepOptionsProps) {
  const { created, states, decision } = props;
  const settled = useSettled(decision?.grade.index ?? null, OPTIONS_AFTER_MS);
  const asked = decision !== null && settled === decision.grade.index;
  const options = usePositionOptions(asked ? positionRequest(created, states, decision.grade.index) : null);
  if (decision === null) return null;
  const { grade } = decision;
  return (
    <div className="step-options" data-testid="step-options" data-index={grade.index}>
      {options.data && (
        <AnalyzerResults
          result={options.data}
          chosen={grade.chosen.choice}
          limit={OPTIONS_SHOWN}
          title={`Options with ${grade.dice.join('-')}`}
        />
      )}
      {(!asked || options.isPending) && <p className="field-hint">Ranking the options…</p>}
      {options.isError && (
        <p className="field-hint">The options could not be ranked: {options.error.message}</p>
      )}
    </div>
  );
}

/** Drawn again only when its props change (the replay's board is drawn first, this a render later). */
export const StepOptions = memo(StepOptionsInner);
