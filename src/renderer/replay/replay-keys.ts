// Every key of the replay page, in one list: what the `?` dialog shows and what the buttons' titles say. The
// keys themselves are read by useReplayKeys (moving), useReplayToolKeys (this step's tools) and the play-out
// dialog; a test checks that each key listed here does what it says.

/** A key as KeyboardEvent.key names it, shown as a person reads it. */
const KEY_LABELS: Readonly<Record<string, string>> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ' ': 'Space',
  Escape: 'Esc',
};

export function keyLabel(key: string): string {
  return KEY_LABELS[key] ?? (key.length === 1 ? key.toUpperCase() : key);
}

export interface KeyEntry {
  /** The keys (KeyboardEvent.key values) that do it. */
  readonly keys: readonly string[];
  readonly what: string;
}

export interface KeyGroup {
  readonly title: string;
  readonly entries: readonly KeyEntry[];
}

/** The replay's tools at the step on show (useReplayToolKeys). */
export const TOOL_KEYS = {
  analyze: 'a',
  playOut: 't',
  help: '?',
} as const;

/** The play-out dialog's own keys. */
export const PLAY_OUT_KEYS = {
  best: 'b',
  toTheEnd: 'e',
  again: 'r',
} as const;

export const REPLAY_KEY_GROUPS: readonly KeyGroup[] = [
  {
    title: 'Moving through the game',
    entries: [
      { keys: ['ArrowLeft', 'ArrowRight'], what: 'One step back, one step on' },
      { keys: ['Home', 'ArrowUp'], what: 'The start' },
      { keys: ['End', 'ArrowDown'], what: 'The end' },
      { keys: ['n', 'p'], what: 'The next, the previous mistake or blunder of the seat chosen' },
    ],
  },
  {
    title: 'From the step on show',
    entries: [
      { keys: [TOOL_KEYS.analyze], what: 'Open the position in the analyzer' },
      { keys: [TOOL_KEYS.playOut], what: 'Play it out: try another choice and play on' },
      { keys: [TOOL_KEYS.help], what: 'This list of keys' },
    ],
  },
  {
    title: 'Playing it out',
    entries: [
      { keys: ['1', '2', '3', '4', '5'], what: 'Keep a die, or let it go' },
      { keys: [' '], what: 'Roll the dice not kept' },
      { keys: [PLAY_OUT_KEYS.best], what: 'Perfect’s choice for this decision' },
      { keys: [PLAY_OUT_KEYS.toTheEnd], what: 'Perfect plays the line to the end' },
      { keys: [PLAY_OUT_KEYS.again], what: 'Back to where the line started' },
      { keys: ['Escape'], what: 'Leave the line: the game stays as it was' },
    ],
  },
  {
    title: 'Dialogs',
    entries: [{ keys: ['Escape'], what: 'Close the dialog' }],
  },
];

/** The keys of an entry as shown: each key's label, a run of digits as its first and last ("1", "5"). */
export function keyLabels(keys: readonly string[]): {
  readonly labels: readonly string[];
  readonly run: boolean;
} {
  const labels = keys.map(keyLabel);
  const run = labels.length > 2 && labels.every((l, i) => l === String(i + 1));
  return run ? { labels: [labels[0]!, labels.at(-1)!], run } : { labels, run };
}

/** The keys of an entry in a button's title: "A", "1–5", "← →". */
export function keysText(keys: readonly string[]): string {
  const { labels, run } = keyLabels(keys);
  return labels.join(run ? '–' : ' ');
}
