// The guard's question before a costly move: what it gives away and what the best is; Reconsider (the
// default, and Escape) or Play it anyway.

import { useAim } from './aim';
import type { GradeClass } from '../../shared/coach';
import { points2 } from './format';
import { ModalDialog } from '../ui/ModalDialog';

export interface GuardDialogProps {
  /** In expected points, or in win chance (0..1) when `byWin`. */
  readonly loss: number;
  readonly byWin: boolean;
  readonly grade: GradeClass;
  /** The best option in words, e.g. "keep 6-6-6". */
  readonly best: string;
  readonly onAnswer: (play: boolean) => void;
}

const TITLES: Readonly<Record<GradeClass, string>> = {
  best: 'Play this?',
  inaccuracy: 'An inaccuracy',
  mistake: 'A mistake',
  blunder: 'A blunder',
};

export function GuardDialog(props: GuardDialogProps) {
  const { loss, byWin, grade, best, onAnswer } = props;
  const aim = useAim();
  return (
    <ModalDialog
      className="coach-dialog guard-dialog"
      labelledBy="guard-title"
      describedBy="guard-text"
      testId="coach-guard"
      onClose={(value) => onAnswer(value === 'play')}
    >
      <h2 id="guard-title">{TITLES[grade]}</h2>
      <p id="guard-text">
        {byWin
          ? `This lowers the chance ${aim.to} by ${(loss * 100).toFixed(1)} percentage points: the best ${aim.to} is ${best}.`
          : `This gives away ${points2(loss)} points: the best is ${best}.`}
      </p>
      <form method="dialog" className="dialog-actions">
        <button type="submit" value="reconsider" className="button primary" autoFocus>
          Reconsider
        </button>
        <button type="submit" value="play" className="button">
          Play it anyway
        </button>
      </form>
    </ModalDialog>
  );
}
