// The replay's moves as buttons, beside the keys they match: start, one back, one on, end; the selected
// seat's previous and next mistake.

import type { ReplayMove } from '../../shared/replay';

// Start and end as bar and arrow: the media-control glyphs (U+23EE, U+23ED) are missing from common fonts.
const BUTTONS: readonly { move: ReplayMove; label: string; text: string; key: string }[] = [
  { move: 'start', label: 'The start', text: '|◀', key: 'Home' },
  { move: 'back', label: 'One step back', text: '◀', key: '←' },
  { move: 'forward', label: 'One step on', text: '▶', key: '→' },
  { move: 'end', label: 'The end', text: '▶|', key: 'End' },
];

export interface StepControlsProps {
  readonly step: number;
  readonly last: number;
  readonly onMove: (move: ReplayMove) => void;
  /** There is a mistake of the selected seat before / after the step. */
  readonly mistakeBefore: boolean;
  readonly mistakeAfter: boolean;
}

export function StepControls(props: StepControlsProps) {
  const { step, last, onMove } = props;
  const disabled = (move: ReplayMove): boolean =>
    ((move === 'start' || move === 'back') && step === 0) ||
    ((move === 'end' || move === 'forward') && step === last);
  return (
    <div className="step-controls" role="group" aria-label="Move through the game">
      {BUTTONS.map((b) => (
        <button
          key={b.move}
          type="button"
          className="button small step-button"
          aria-label={b.label}
          title={`${b.label} (${b.key})`}
          aria-keyshortcuts={b.key === '←' ? 'ArrowLeft' : b.key === '→' ? 'ArrowRight' : b.key}
          disabled={disabled(b.move)}
          onClick={() => onMove(b.move)}
        >
          <span aria-hidden="true">{b.text}</span>
        </button>
      ))}
      <button
        type="button"
        className="button small"
        title="The previous mistake (P)"
        aria-keyshortcuts="P"
        disabled={!props.mistakeBefore}
        onClick={() => onMove('previous-mistake')}
      >
        Previous mistake
      </button>
      <button
        type="button"
        className="button small"
        title="The next mistake (N)"
        aria-keyshortcuts="N"
        disabled={!props.mistakeAfter}
        onClick={() => onMove('next-mistake')}
        data-testid="next-mistake"
      >
        Next mistake
      </button>
    </div>
  );
}
