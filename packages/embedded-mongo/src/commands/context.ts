import type { Document } from 'bson';
import type { CursorRegistry } from '../cursors.js';
import type { ServerStats } from '../server-stats.js';
import type { Catalog } from '../store/catalog.js';

/** What a command handler may use: the data, the cursors and who is asking. */
export interface CommandContext {
  database: string;
  catalog: Catalog;
  cursors: CursorRegistry;
  connectionId: number;
  stats: ServerStats;
}

export type CommandHandler = (command: Document, context: CommandContext) => Document;
