// Importing a game file: read, sent to the backend (which checks every event and keeps it whole or not at
// all), and the outcome kept for the page to say: the game imported, or what is wrong with the file.

import { useCallback, useState } from 'react';
import type { FinishedGame } from '../../shared/api/contract';
import { useImportGame } from '../api';
import { failureWords } from '../api/failure-words';
import { readGameFileText } from './game-files';

export type ImportStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy'; readonly fileName: string }
  | { readonly kind: 'imported'; readonly fileName: string; readonly game: FinishedGame }
  | { readonly kind: 'refused'; readonly fileName: string; readonly message: string };

export interface GameImport {
  readonly status: ImportStatus;
  readonly importFile: (file: File) => void;
  readonly clear: () => void;
}

export function useGameImport(onImported?: (game: FinishedGame) => void): GameImport {
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
