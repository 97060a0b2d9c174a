// The header's Coach button: the panel beside the table on or off (remembered in the settings).

export function CoachToggle(props: { readonly on: boolean; readonly onToggle: (on: boolean) => void }) {
  return (
    <button
      type="button"
      className={props.on ? 'button toggle on' : 'button toggle'}
      aria-pressed={props.on}
      onClick={() => props.onToggle(!props.on)}
      data-testid="coach-toggle"
    >
      Coach
    </button>
  );
}
