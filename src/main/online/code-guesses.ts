// Wrong join codes, counted one by one (however many connections they came on): an address that tries too many
// in a minute is not told about any other code for the rest of it, nor is anyone once all addresses together
// have tried too many. Only a hello without a seat's token is held back: a token brings its seat back always.

const MINUTE_MS = 60_000;
/** Addresses remembered at once: beyond it, only the count of all addresses holds (see record). */
const REMEMBERED_ADDRESSES = 10_000;

export interface CodeGuessLimits {
  /** Wrong codes one address may try in a minute. */
  readonly wrongCodesPerMinute: number;
  /** Wrong codes all addresses together may try in a minute. */
  readonly wrongCodesPerMinuteAll: number;
}

interface Count {
  count: number;
  since: number;
}

export class CodeGuesses {
  private readonly byAddress = new Map<string, Count>();
  private all: Count;

  constructor(
    private readonly limits: CodeGuessLimits,
    private readonly now: () => number,
  ) {
    this.all = { count: 0, since: now() };
  }

  /** Why a hello from `address` is not told whether its code is right (null: it is told). */
  heldBack(address: string): string | null {
    if (this.current(this.byAddress.get(address)) >= this.limits.wrongCodesPerMinute) {
      return 'too many wrong join codes from your address: try again in a minute';
    }
    if (this.current(this.all) >= this.limits.wrongCodesPerMinuteAll) {
      return 'too many wrong join codes were tried at this table server: try again in a minute';
    }
    return null;
  }

  /** A wrong code (or seat token) from `address`. */
  record(address: string): void {
    const t = this.now();
    if (t - this.all.since >= MINUTE_MS) this.all = { count: 0, since: t };
    this.all.count++;
    const known = this.byAddress.get(address);
    if (known !== undefined && t - known.since < MINUTE_MS) {
      known.count++;
      return;
    }
    // Oldest first (a count starting again moves to the end), so that forgetting stops at the first current one.
    this.byAddress.delete(address);
    if (this.byAddress.size >= REMEMBERED_ADDRESSES) this.forgetOld(t);
    if (this.byAddress.size < REMEMBERED_ADDRESSES) this.byAddress.set(address, { count: 1, since: t });
  }

  /** Addresses remembered now (for tests of the bound). */
  get size(): number {
    return this.byAddress.size;
  }

  private current(count: Count | undefined): number {
    return count === undefined || this.now() - count.since >= MINUTE_MS ? 0 : count.count;
  }

  private forgetOld(t: number): void {
    for (const [address, count] of this.byAddress) {
      if (t - count.since < MINUTE_MS) return;
      this.byAddress.delete(address);
    }
  }
}
