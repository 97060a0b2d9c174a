// Importing a game file: read, sent to the backend (which checks every event and keeps it whole or not at
// all), and the outcome kept for the page to say: the game imported, the game already in the history, or what
// the file is and what is wrong with it.

import { useCallback, useState } from 'react';
import type { ImportedGame } from '../../shared/api/contract';
import { useImportGame } from '../api';
import { failureWords } from '../api/failure-words';
import { readGameFileText } from './game-files';

export type ImportStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy'; readonly fileName: string }
  /** `game.already`: it was in the history before, and nothing was added. */
  | { readonly kind: 'imported'; readonly fileName: string; readonly game: ImportedGame }
  | { readonly kind: 'refused'; readonly fileName: string; readonly message: string };

export interface GameImport {
  readonly status: ImportStatus;
  readonly importFile: (file: File) => void;
  readonly clear: () => void;
}

export function useGameImport(onImported?: (game: ImportedGame) => void): GameImport {
  const importGame = useImportGame();
  const [status, setStatus] = useState<ImportStatus>({ kind: 'idle' });
  const { mutateAsync } = importGame;
  const importFile = useCallback(
    (file: File) => {
      const fileName = file.name;
      setStatus({ kind: 'busy', fileName });
      void (async () => {
        try {
          const game = await mutateAsync(await readGameFileText(file));
          setStatus({ kind: 'imported', fileName, game });
          onImported?.(game);
        } catch (error) {
          setStatus({ kind: 'refused', fileName, message: failureWords(error) });
        }
      })();
    },
    [mutateAsync, onImported],
  );
  const clear = useCallback(() => setStatus({ kind: 'idle' }), []);
  return { status, importFile, clear };
}
