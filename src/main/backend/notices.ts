// Notices: what the player should hear about outside any call (a corrupt save moved aside, a bot that cannot
// play). Kept for the session, so a page that subscribes late still gets the ones from startup (notices()).

import type { Notice } from '../../shared/api/contract';
import type { EmitEvent } from './events';

export type NoticeInput = Pick<Notice, 'level' | 'message'> & { readonly file?: string | null };
export type Notify = (notice: NoticeInput) => void;

const MAX_NOTICES = 100;

export class NoticeBoard {
  private readonly list: Notice[] = [];
  private count = 0;

  constructor(
    private readonly emit: EmitEvent,
    private readonly clock: () => Date,
  ) {}

  readonly add: Notify = (input) => {
    const notice: Notice = {
      id: `notice-${++this.count}`,
      level: input.level,
      message: input.message,
      at: this.clock().toISOString(),
      file: input.file ?? null,
    };
    this.list.push(notice);
    if (this.list.length > MAX_NOTICES) this.list.shift();
    this.emit({ type: 'notice', notice });
  };

  all(): Notice[] {
    return [...this.list];
  }
}
