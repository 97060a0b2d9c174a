// Game files in and out of the page: a picked or dropped file read as text (a file too big for a game is
// refused before it is read), and a game's text saved as a download under its suggested name.

import { useEffect } from 'react';
import { gameFileSizeProblem } from '../../shared/game';

export class GameFileReadError extends Error {}

/** The file's text; refuses what cannot be a game file without reading it. */
export async function readGameFileText(file: File): Promise<string> {
  const tooBig = gameFileSizeProblem(file.size);
  if (tooBig !== null) throw new GameFileReadError(`${file.name}: ${tooBig}`);
  if (file.size === 0) throw new GameFileReadError(`${file.name} is empty`);
  try {
    return await file.text();
  } catch {
    throw new GameFileReadError(`${file.name} could not be read`);
  }
}

/** Offers the text as a file to save (the browser's download; Electron shows its save dialog). */
export function saveTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Files dropped anywhere on the window go to `onFile` (the page's own drop targets aside). */
export function useFileDrop(onFile: (file: File) => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const hasFiles = (event: DragEvent): boolean => event.dataTransfer?.types.includes('Files') ?? false;
    const over = (event: DragEvent): void => {
      if (!hasFiles(event)) return;
      // Without this the browser opens the file in place of the app.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const drop = (event: DragEvent): void => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      const file = event.dataTransfer?.files[0];
      if (file) onFile(file);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [onFile, enabled]);
}
