// Skip: the bots play their turns at once. Why a Skip failed is shown until the game moves on: a bot whose move
// could not be saved (a full disk) carries on by itself once the disk takes it, and the words are old by then.

import { useCallback, useState } from 'react';
import { useSkipBots } from '../api';
import { failureWords } from '../api/failure-words';

export interface BotSkip {
  readonly skip: () => void;
  /** Why the last Skip failed, while the game is where it was then. */
  readonly error: string | null;
}

/** `eventCount`: the length of the game's log as shown. */
export function useBotSkip(gameId: string, eventCount: number | undefined): BotSkip {
  const { mutate, error } = useSkipBots(gameId);
  const [failedAt, setFailedAt] = useState<number | undefined>(undefined);
  const skip = useCallback(
    () => mutate(undefined, { onError: () => setFailedAt(eventCount) }),
    [mutate, eventCount],
  );
  return { skip, error: error !== null && failedAt === eventCount ? failureWords(error) : null };
}
