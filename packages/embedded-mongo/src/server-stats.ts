import type { Document } from 'bson';

/** mongod's opcounters: writes count documents or statements, reads count commands. */
export interface OpCounters {
  insert: number;
  query: number;
  update: number;
  delete: number;
  getmore: number;
  command: number;
}

/** What serverStatus reports about the running server: its age, its clients and its traffic. */
export class ServerStats {
  private readonly startedAt = performance.now();
  readonly connections = { current: 0, totalCreated: 0 };
  readonly opcounters: OpCounters = {
    insert: 0,
    query: 0,
    update: 0,
    delete: 0,
    getmore: 0,
    command: 0,
  };

  get uptimeMillis(): number {
    return Math.round(performance.now() - this.startedAt);
  }

  connectionOpened(): void {
    this.connections.current += 1;
    this.connections.totalCreated += 1;
  }

  connectionClosed(): void {
    this.connections.current -= 1;
  }

  /** Counted when a command arrives, whether it then succeeds or not, as mongod does. */
  countCommand(command: Document): void {
    const name = Object.keys(command)[0];
    const statements = (field: string) => {
      const value = command[field] as unknown;
      return Array.isArray(value) ? value.length : 0;
    };
    if (name === 'insert') this.opcounters.insert += statements('documents');
    else if (name === 'update') this.opcounters.update += statements('updates');
    else if (name === 'delete') this.opcounters.delete += statements('deletes');
    else if (name === 'find') this.opcounters.query += 1;
    else if (name === 'getMore') this.opcounters.getmore += 1;
    else this.opcounters.command += 1;
  }
}
