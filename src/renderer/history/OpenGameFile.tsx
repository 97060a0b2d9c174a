// "Open game file…": a button that picks a game file (the input itself stays hidden, the button is what a
// keyboard and a screen reader reach).

import { useRef } from 'react';

export function OpenGameFile(props: { readonly onFile: (file: File) => void; readonly busy: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={props.busy}
        onClick={() => input.current?.click()}
        data-testid="open-game-file"
      >
        Open game file…
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="game-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so picking the same file again imports it again.
          e.target.value = '';
          if (file) props.onFile(file);
        }}
      />
    </>
  );
}
