// The dice of a real roll, typed in: the held dice shown as held, one slot per rolled die. Digits 1-6 fill
// the slots in order and the roll is sent when the last one is filled (Enter sends a full entry too);
// Backspace takes back the last face; a paste of "66623" fills. Anything else is refused in words beside the
// entry, and nothing is sent. A pad of six faces and "back" is there for fingers on a phone. dice-entry.ts
// holds the rules; this shows them. Remount it (a React key) for each new roll.

import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { FACES, type Face } from '../../shared/dice';
import { DieFace } from '../ui/Die';
import { typingTarget } from './useTableKeys';
import { faceWord } from '../ui/words';
import {
  EMPTY_ENTRY,
  diceCount,
  entryKey,
  entryPaste,
  pasteFaces,
  takeBack,
  type DiceEntryState,
  type EntryKeyResult,
} from './dice-entry';

export interface DiceEntryProps {
  /** How many dice were rolled: one slot each (1 to 5). */
  readonly rolled: number;
  /** The faces of the dice held back, shown as held (they are not typed). */
  readonly held: readonly number[];
  /** What to roll and type, e.g. "Ann: roll the five dice and type them". */
  readonly prompt: string;
  /** The rolled dice's faces in the order typed, once every slot is filled. */
  readonly onDice: (faces: readonly Face[]) => void;
  /** Closes the entry unsent (Escape, or its Cancel button); absent: the entry stays until the dice are typed. */
  readonly onCancel?: () => void;
  /** A move is on its way: a roll typed meanwhile is held, and sent once it has landed. */
  readonly busy?: boolean;
  /** Takes focus when shown (default true). */
  readonly autoFocus?: boolean;
  /** A refusal from the game (the engine's words), shown where the entry's own are. */
  readonly error?: string | null;
  /** The test id of the entry's field (default "dice-entry"); the pad's buttons are `${testId}-face-N`. */
  readonly testId?: string;
}

export function DiceEntry(props: DiceEntryProps) {
  const { rolled, held, prompt, onDice, onCancel, busy = false, autoFocus = true, error = null } = props;
  const testId = props.testId ?? 'dice-entry';
  const [entry, setEntry] = useState<DiceEntryState>(EMPTY_ENTRY);
  // A whole roll typed while the last move was still on its way (the score before this turn, say): typing on
  // as soon as the prompt shows is what a person does, so it goes out when that move lands, not refused.
  const [waiting, setWaiting] = useState<readonly Face[] | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLElement>(null);
  const id = useId();
  // The field takes focus without the browser scrolling it to the top of a phone's screen (which hid the prompt
  // above it); the whole entry, prompt first, is brought into view instead.
  const focusField = (): void => {
    field.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView?.({ block: 'nearest' });
  };

  useEffect(() => {
    if (autoFocus) focusField();
  }, [autoFocus]);

  const apply = (result: EntryKeyResult): void => {
    if (result.kind === 'entry') {
      setWaiting(null);
      setEntry(result.entry);
    } else if (result.kind === 'cancel') onCancel?.();
    else if (result.kind === 'send') {
      if (busy) {
        setEntry({ faces: result.faces, refusal: null });
        setWaiting(result.faces);
        return;
      }
      setEntry(EMPTY_ENTRY);
      onDice(result.faces);
    }
  };

  // The move landing is the outside event this answers: the held roll goes out once, and the entry is emptied
  // as a roll sent at once empties it (in its key handler).
  useEffect(() => {
    if (busy || waiting === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- answers the move landing (a prop), once
    setWaiting(null);
    setEntry(EMPTY_ENTRY);
    onDice(waiting);
  }, [busy, waiting, onDice]);

  // A digit typed while focus is elsewhere on the page (a button clicked meanwhile) still goes to the dice:
  // the entry takes focus back. Letters stay the page's (H is the hint), and so do Space and Enter.
  const latest = useRef<(key: string) => void>(() => undefined);
  useEffect(() => {
    latest.current = (key) => {
      focusField();
      apply(entryKey(entry, key, rolled));
    };
  });
  useEffect(() => {
    const onWindowKey = (event: globalThis.KeyboardEvent): void => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (!/^[0-9]$/.test(event.key) || typingTarget(event.target)) return;
      event.preventDefault();
      latest.current(event.key);
    };
    window.addEventListener('keydown', onWindowKey);
    return () => window.removeEventListener('keydown', onWindowKey);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const result = entryKey(entry, event.key, rolled, event.altKey || event.ctrlKey || event.metaKey);
    if (result.kind === 'ignore') return;
    event.preventDefault();
    // The table's keys (Space, 1-5, Backspace) never see a key the entry took.
    event.stopPropagation();
    apply(result);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>): void => {
    event.preventDefault();
    apply(entryPaste(entry, event.clipboardData.getData('text'), rolled));
  };
  // Text that reaches the field by another way (a phone's keyboard, dictation): read as a paste of the whole.
  const onChange = (value: string): void => {
    const next = pasteFaces(EMPTY_ENTRY, value, rolled);
    if (next.refusal !== null) setEntry({ faces: entry.faces, refusal: next.refusal });
    else apply(entryPaste(EMPTY_ENTRY, value, rolled));
  };
  const tap = (result: EntryKeyResult): void => {
    apply(result);
    focusField();
  };

  const refusal = entry.refusal ?? error;
  const left = rolled - entry.faces.length;
  const typed = entry.faces.map(faceWord).join(', ');
  return (
    <section className="dice-entry" aria-label="Type the dice" data-testid={`${testId}-box`} ref={box}>
      <p className="dice-entry-prompt" id={`${id}-prompt`} data-testid={`${testId}-prompt`}>
        {prompt}
      </p>
      <div className="dice-entry-row">
        <div className="dice-entry-slots" aria-hidden="true">
          {held.map((face, i) => (
            <span key={`held-${i}`} className="entry-slot held" title="Kept: not rolled">
              <DieFace face={face} />
            </span>
          ))}
          {Array.from({ length: rolled }, (_, i) => {
            const face = entry.faces[i];
            return (
              <span key={`slot-${i}`} className={face === undefined ? 'entry-slot empty' : 'entry-slot'}>
                {face !== undefined && <DieFace face={face} />}
              </span>
            );
          })}
        </div>
        <label className="dice-entry-field">
          <span className="visually-hidden">
            {`Dice rolled: type ${diceCount(rolled)}, each a digit from 1 to 6`}
          </span>
          <input
            ref={field}
            type="text"
            inputMode="none"
            autoComplete="off"
            spellCheck={false}
            value={entry.faces.join('')}
            placeholder={'·'.repeat(rolled)}
            aria-describedby={`${id}-prompt ${id}-said`}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onChange={(e) => onChange(e.target.value)}
            data-testid={testId}
          />
        </label>
        {onCancel && (
          <button type="button" className="button quiet" onClick={onCancel} data-testid={`${testId}-cancel`}>
            Cancel <kbd aria-hidden="true">Esc</kbd>
          </button>
        )}
      </div>
      <div className="face-pad" role="group" aria-label="Face pad">
        {FACES.map((face) => (
          <button
            key={face}
            type="button"
            className="face-pad-key"
            aria-label={`Type a ${faceWord(face)}`}
            onClick={() => tap(entryKey(entry, String(face), rolled))}
            data-testid={`${testId}-face-${face}`}
          >
            <DieFace face={face} />
          </button>
        ))}
        <button
          type="button"
          className="face-pad-key back"
          aria-label="Back: take the last face back"
          onClick={() => tap({ kind: 'entry', entry: takeBack(entry) })}
          data-testid={`${testId}-back`}
        >
          back
        </button>
      </div>
      <p className="dice-entry-said" id={`${id}-said`} aria-live="polite" data-testid={`${testId}-said`}>
        {refusal !== null ? (
          <span className="dice-entry-refusal" data-testid={`${testId}-refusal`}>
            {refusal}
          </span>
        ) : entry.faces.length === 0 ? (
          `${diceCount(rolled)} to type.`
        ) : waiting !== null ? (
          `Typed ${typed}: sent as soon as the last move has landed.`
        ) : (
          `Typed ${typed}; ${diceCount(left)} to go.`
        )}
      </p>
    </section>
  );
}
