// What a player reads when a call failed: the backend's own words, and for a full disk what to do about it.

import { ApiError } from '../../shared/api/errors';

export function failureWords(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError && error.kind === 'disk-full') {
    return `${message}. Free some space on the disk, then try again.`;
  }
  return message;
}
