// The coach's buttons at the table: Hint (H) for the decision on the table, Undo (U) to take back the last
// decision of a person, and the badge of a practice game.

export function HintButton(props: { readonly enabled: boolean; readonly onHint: () => void }) {
  return (
    <button
      type="button"
      className="button small"
      disabled={!props.enabled}
      aria-haspopup="dialog"
      aria-keyshortcuts="H"
      onClick={props.onHint}
      data-testid="hint"
    >
      Hint <kbd aria-hidden="true">H</kbd>
    </button>
  );
}

export function UndoButton(props: { readonly busy: boolean; readonly onUndo: () => void }) {
  return (
    <button
      type="button"
      className="button small"
      disabled={props.busy}
      aria-keyshortcuts="U"
      title="Take back your last decision (the game becomes practice)"
      onClick={props.onUndo}
      data-testid="undo"
    >
      Undo <kbd aria-hidden="true">U</kbd>
    </button>
  );
}

export function PracticeBadge() {
  return (
    <span
      className="practice-badge"
      title="Decisions were taken back: a practice game"
      data-testid="practice-badge"
    >
      Practice
    </span>
  );
}
