import { Query, type Connection, type Schema } from 'mongoose';

const WRITE_HOOKS =
  /^(save|updateOne|updateMany|deleteOne|deleteMany|replaceOne|findOneAnd(Update|Replace|Delete)|insertMany|bulkWrite)$/;

/**
 * Counts the writes made through mongoose to a schema's collection, per connection (in the
 * server, one per process), and answers the count. A RefreshingCache compares it with the value
 * it loaded at, so this process's own changes are served at once. Bumped before the write too: a
 * load that overlaps a write is never taken as fresh. Per connection rather than per module so
 * that two apps in one test process, each on its own connection, behave like two processes (the
 * other learns by age). Writes outside mongoose (a shell, another process) are not counted.
 */
export function countWrites(schema: Schema): (connection: Connection) => number {
  const revisions = new WeakMap<Connection, number>();
  const current = (connection: Connection) => revisions.get(connection) ?? 0;
  /** A query's model, a document's model or a model itself: each knows its connection as `db`. */
  function bump(this: Query<unknown, unknown> | { db: Connection }) {
    const connection = this instanceof Query ? this.model.db : this.db;
    revisions.set(connection, current(connection) + 1);
  }
  schema.pre(WRITE_HOOKS, { document: true, query: true }, bump);
  schema.post(WRITE_HOOKS, { document: true, query: true }, bump);
  // Model-level writes (seeds and start-up migrations) are not document or query hooks.
  schema.pre('bulkWrite', bump);
  schema.post('bulkWrite', bump);
  schema.pre('insertMany', bump);
  schema.post('insertMany', bump);
  return current;
}
