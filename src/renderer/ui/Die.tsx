// One die as a real face: an SVG with pips. A button when it can be kept; its label says face and state.

import { faceWord } from './words';

/** Pip centres on a 100 × 100 face, per face value. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 26],
    [72, 26],
    [28, 50],
    [72, 50],
    [28, 74],
    [72, 74],
  ],
};

export function DieFace(props: { readonly face: number; readonly tumble?: boolean }) {
  const pips = PIPS[props.face] ?? [];
  return (
    <svg
      className={props.tumble ? 'die-face die-tumble' : 'die-face'}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      data-face={props.face}
    >
      <rect className="die-body" x="4" y="4" width="92" height="92" rx="18" />
      {pips.map(([cx, cy], i) => (
        <circle key={i} className="die-pip" cx={cx} cy={cy} r="8.5" />
      ))}
    </svg>
  );
}

export interface DieProps {
  /** Table position, 0..4 (shown to people as 1..5). */
  readonly position: number;
  readonly face: number;
  readonly kept: boolean;
  /** False while keeping is not possible (a bot's turn, no rolls left). */
  readonly canKeep: boolean;
  readonly onToggle: (position: number) => void;
  /** Changes on every roll: the face is drawn afresh (and tumbles in unless kept); the button stays, focus too. */
  readonly rollKey: number;
}

export function Die(props: DieProps) {
  const { position, face, kept, canKeep, onToggle, rollKey } = props;
  const label = `Die ${position + 1}: ${faceWord(face)}${kept ? ', kept' : ''}`;
  return (
    <button
      type="button"
      className={`die${kept ? ' die-kept' : ''}`}
      aria-label={label}
      aria-disabled={!canKeep}
      aria-keyshortcuts={String(position + 1)}
      data-testid={`die-${position + 1}`}
      data-face={face}
      onClick={() => {
        if (canKeep) onToggle(position);
      }}
    >
      <DieFace key={rollKey} face={face} tumble={!kept} />
      <span className="die-key" aria-hidden="true">
        {position + 1}
      </span>
    </button>
  );
}
