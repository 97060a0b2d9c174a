// A started online table, kept beside its game (<dataDir>/online/<tableId>.json) so that the host can open it
// again after quitting and the joiners come back to their seats with the tokens their devices kept. Only the
// tokens' hashes are written. A file that does not read is moved aside with a notice.

import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { gameIdSchema, rulesChoiceSchema } from '../../shared/api/game-schemas';
import {
  joinCodeSchema,
  listenChoiceSchema,
  tableIdSchema,
  tableRealDiceSchema,
} from '../../shared/api/online';
import { BOT_LEVELS, MAX_NAME_LENGTH, MAX_SEATS } from '../../shared/game/types';
import { forbiddenKeyPath, parseUntrustedJson } from '../../shared/json/untrusted';
import { moveAside, writeFileAtomic } from '../storage/atomic-file';

export const ONLINE_DIR = 'online';

export const savedTableSchema = z.strictObject({
  version: z.literal(1),
  tableId: tableIdSchema,
  code: joinCodeSchema,
  rules: rulesChoiceSchema,
  seats: z
    .array(
      z.strictObject({
        kind: z.enum(['host', 'remote', 'bot']),
        name: z.string().max(MAX_NAME_LENGTH),
        level: z.enum(BOT_LEVELS).nullable(),
        tokenHash: z
          .string()
          .regex(/^[0-9a-f]{64}$/)
          .nullable(),
      }),
    )
    .min(1)
    .max(MAX_SEATS),
  coachAllowed: z.boolean(),
  awayBot: z.strictObject({ level: z.enum(BOT_LEVELS), afterSeconds: z.number().int().min(1) }).nullable(),
  /** Real dice, and who types them (a file from before real dice: the app rolled). */
  realDice: tableRealDiceSchema.nullable().default(null),
  listen: listenChoiceSchema,
  /** The port it listened on when it was opened with one (0: any). */
  port: z.number().int().min(0).max(65535).default(0),
  gameId: gameIdSchema,
});

export type SavedTable = z.output<typeof savedTableSchema>;

export function isTableId(id: string): boolean {
  return tableIdSchema.safeParse(id).success;
}

export class TableFiles {
  readonly dir: string;

  constructor(
    dataDir: string,
    private readonly warn: (message: string, file: string) => void,
    private readonly clock: () => Date,
  ) {
    this.dir = path.join(dataDir, ONLINE_DIR);
  }

  async save(table: SavedTable): Promise<void> {
    await writeFileAtomic(this.file(table.tableId), `${JSON.stringify(table, null, 2)}\n`);
  }

  async remove(tableId: string): Promise<void> {
    await unlink(this.file(tableId)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async loadAll(): Promise<SavedTable[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const tables: SavedTable[] = [];
    for (const name of names.sort()) {
      if (!name.endsWith('.json')) continue;
      const file = path.join(this.dir, name);
      try {
        const value = parseUntrustedJson(await readFile(file, 'utf8'));
        // zod would drop such a key without a word (a custom rule set's boxes): refused where it stands.
        const hostile = forbiddenKeyPath(value);
        if (hostile !== null) throw new Error(`${hostile}: this key is not allowed`);
        const parsed = savedTableSchema.parse(value);
        if (`${parsed.tableId}.json` !== name) throw new Error(`it holds table ${parsed.tableId}`);
        tables.push(parsed);
      } catch (error) {
        const moved = await moveAside(file, this.clock()).catch(() => file);
        this.warn(
          `The online table ${name} could not be loaded (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); the file was moved aside to ${moved}.`,
          moved,
        );
      }
    }
    return tables;
  }

  private file(tableId: string): string {
    if (!isTableId(tableId)) throw new Error(`bad table id ${JSON.stringify(tableId)}`);
    return path.join(this.dir, `${tableId}.json`);
  }
}
