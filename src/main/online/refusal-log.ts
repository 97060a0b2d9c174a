// What the table server writes to the host's log about connections: anything a client chose (a key, a name,
// a path, a reason) is quoted, with control and direction characters escaped and cut short, so that it can
// neither forge a line nor colour the terminal; and repeated refusals are counted rather than each written, so
// that a flooding client cannot grow the log (a few lines per connection per window, then one summary).

/** Longest text a client chose that goes into one log line (the rest is counted, not written). */
export const LOGGED_TEXT_CHARS = 160;

// C1 controls (0x9b is a terminal's CSI too), soft hyphen, zero-width and direction marks and overrides, line and
// paragraph separators, invisible operators, BOM, interlinear annotations: JSON.stringify leaves them as they are.
const INVISIBLE =
  /[\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/** `text` as one safe, quoted piece of a log line: `"…"` with every control escaped, at most LOGGED_TEXT_CHARS. */
export function quoted(text: string, max = LOGGED_TEXT_CHARS): string {
  const cut = text.length > max ? text.slice(0, max) : text;
  const escaped = JSON.stringify(cut).replace(
    INVISIBLE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return cut === text ? escaped : `${escaped}… (${text.length} characters)`;
}

export interface RefusalLogLimits {
  /** Lines one connection may write in a window; the rest are counted. */
  readonly linesPerConnection: number;
  /** Lines all connections together may write in a window. */
  readonly linesPerWindow: number;
  readonly windowMs: number;
}

/** Connections named in the summary at a window's end; the others are added up in one line. */
const SUMMARISED_BY_NAME = 10;
/** Connections counted apart in a window (many short ones at once are counted together beyond it). */
const COUNTED_CONNECTIONS = 1000;

/**
 * The table server's log of refusals: per window, the first lines of each connection (and at most so many in
 * all), then at the window's end one line per connection that had more ("… and 153 more refusals from
 * 127.0.0.1:5555 in the last 10 s"), the busiest first.
 */
export class RefusalLog {
  private windowStart: number;
  private written = 0;
  private readonly perConnection = new Map<string, number>();
  private readonly unwritten = new Map<string, number>();
  /** Refusals of connections beyond COUNTED_CONNECTIONS in this window. */
  private others = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly write: (line: string) => void,
    private readonly limits: RefusalLogLimits,
    private readonly now: () => number,
  ) {
    this.windowStart = now();
  }

  /** A line about a connection (`who`: its address and port); `line` must already be safe (see quoted). */
  note(who: string, line: string): void {
    if (this.now() - this.windowStart >= this.limits.windowMs) this.flush();
    const mine = this.perConnection.get(who) ?? 0;
    if (mine < this.limits.linesPerConnection && this.written < this.limits.linesPerWindow) {
      this.perConnection.set(who, mine + 1);
      this.written++;
      this.write(line);
      return;
    }
    // Counted by connection, up to so many connections a window (then added up together).
    if (this.unwritten.has(who) || this.unwritten.size < COUNTED_CONNECTIONS) {
      this.unwritten.set(who, (this.unwritten.get(who) ?? 0) + 1);
    } else this.others++;
    // The summary comes at the window's end even if nothing else is refused by then.
    this.timer ??= setTimeout(() => this.flush(), this.windowStart + this.limits.windowMs - this.now());
    this.timer.unref?.();
  }

  /** Writes what was counted in this window, and starts the next. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const seconds = Math.max(0, (this.now() - this.windowStart) / 1000);
    const span = `in the last ${seconds >= 10 ? Math.round(seconds) : Number(seconds.toFixed(1))} s`;
    const counts = [...this.unwritten].sort((a, b) => b[1] - a[1]);
    for (const [who, n] of counts.slice(0, SUMMARISED_BY_NAME)) {
      this.write(`… and ${n} more ${n === 1 ? 'refusal' : 'refusals'} from ${who} ${span}`);
    }
    const rest = counts.slice(SUMMARISED_BY_NAME);
    if (rest.length > 0 || this.others > 0) {
      const n = rest.reduce((sum, [, count]) => sum + count, this.others);
      this.write(`… and ${n} more refusals from other connections ${span}`);
    }
    this.unwritten.clear();
    this.others = 0;
    this.perConnection.clear();
    this.written = 0;
    this.windowStart = this.now();
  }
}
