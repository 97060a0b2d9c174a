// When a game was played, in one set of words for every place that names a game by its time: History's rows,
// the finished games on the setup page, an import's answer and the replay's heading. A game is named by when it
// started ("played on 2 Dec, 14:05"), which its log holds from its first event, whether it was finished,
// imported or is still going.

import { whenText } from '../ui/words';

/** "2 Dec, 14:05" (the reader's own date and clock). */
export function playedWhen(createdAt: string): string {
  return whenText(createdAt);
}

/** "played on 2 Dec, 14:05" ("Played on …" to start a line). */
export function playedOnText(createdAt: string, start = false): string {
  return `${start ? 'Played' : 'played'} on ${playedWhen(createdAt)}`;
}
