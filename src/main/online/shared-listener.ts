// One server for all open tables, on one address: opened with the first table that listens, shared by the
// others (a table asking for any port takes the one there is), closed with the last.

import type { ListenChoice } from '../../shared/api/online';
import { ApiRequestError } from '../../shared/api/errors';
import type { OpenListener, TableGate, TableListener } from './table-ports';
import type { Table } from './table-record';

interface Listening {
  readonly address: string;
  readonly port: number;
  readonly pending: Promise<TableListener>;
  ready: TableListener | null;
}

export class SharedListener {
  private current: Listening | null = null;

  constructor(
    private readonly open: OpenListener,
    private readonly gate: TableGate,
    /** How many tables listen now. */
    private readonly openCount: () => number,
  ) {}

  /** The server the tables listen on, once it is up (null: none). */
  get ready(): TableListener | null {
    return this.current?.ready ?? null;
  }

  /** The table listens: on the server there is, or on a new one if no other table is open. */
  async listenFor(table: Table): Promise<void> {
    const address = addressOf(table.listen);
    const fits = (l: Listening): boolean =>
      l.address === address && (table.port === 0 || table.port === (l.ready?.port ?? l.port));
    if (this.current !== null && !fits(this.current) && this.openCount() > 0) {
      throw new ApiRequestError(
        'conflict',
        'another table is open on a different address or port: open this one there too, or close the other first',
      );
    }
    if (this.current === null || !fits(this.current)) {
      this.current = {
        address,
        port: table.port,
        pending: this.open(table.listen, table.port, this.gate),
        ready: null,
      };
    }
    const current = this.current;
    try {
      current.ready = await current.pending;
    } catch (error) {
      if (this.current === current) this.current = null;
      throw new ApiRequestError('conflict', `the table could not listen: ${(error as Error).message}`);
    }
    table.listening = true;
  }

  /** Closes the server once no table listens. */
  async release(): Promise<void> {
    if (this.openCount() > 0 || this.current === null) return;
    const { pending } = this.current;
    this.current = null;
    await (await pending.catch(() => null))?.close();
  }
}

function addressOf(choice: ListenChoice): string {
  return choice.kind === 'network' ? choice.address : 'loopback';
}
