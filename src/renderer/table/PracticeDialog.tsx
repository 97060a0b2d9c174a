// The question before the first undo of a game: taking a move back makes the game practice. Asked once a game
// (a practice game takes further undos at once); Keep playing (the default, and Escape) or Take it back.

import { ModalDialog } from '../ui/ModalDialog';

export function PracticeDialog(props: { readonly onAnswer: (takeBack: boolean) => void }) {
  return (
    <ModalDialog
      className="coach-dialog practice-dialog"
      labelledBy="practice-title"
      describedBy="practice-text"
      testId="practice-dialog"
      onClose={(value) => props.onAnswer(value === 'undo')}
    >
      <h2 id="practice-title">Take your move back?</h2>
      <p id="practice-text">
        This game will count as practice: it stays in your finished games, marked as practice.
      </p>
      <form method="dialog" className="dialog-actions">
        <button type="submit" value="keep" className="button" autoFocus>
          Keep playing
        </button>
        <button type="submit" value="undo" className="button primary">
          Take it back
        </button>
      </form>
    </ModalDialog>
  );
}
