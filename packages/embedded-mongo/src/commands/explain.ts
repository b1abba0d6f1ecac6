import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { isPlainDocument } from '../query/paths.js';
import { planQuery } from '../query/planner.js';
import { SERVER_VERSION } from './handshake.js';
import type { CommandHandler } from './context.js';

/** Where each explainable command keeps its collection name and its filter. */
const EXPLAINABLE: Record<string, (command: Document) => Document | undefined> = {
  find: (command) => command.filter,
  count: (command) => command.query,
  distinct: (command) => command.query,
  findAndModify: (command) => command.query,
  aggregate: (command) =>
    Array.isArray(command.pipeline) ? command.pipeline[0]?.$match : undefined,
  update: (command) => command.updates?.[0]?.q,
  delete: (command) => command.deletes?.[0]?.q,
};

/** Reports the plan the engine would use (IDHACK, IXSCAN with the index name, or COLLSCAN). */
export const explain: CommandHandler = (command, context) => {
  const explained = command.explain;
  if (!isPlainDocument(explained))
    throw commandError('BadValue', "'explain' must be a command document");
  // Explaining writes nothing, so mongod refuses a write concern rather than ignore it.
  if (explained.writeConcern !== undefined)
    throw commandError('InvalidOptions', 'Command does not support writeConcern');
  const name = Object.keys(explained)[0] ?? '';
  const filterOf = EXPLAINABLE[name];
  const collectionName = explained[name];
  if (!filterOf || typeof collectionName !== 'string') {
    throw commandError('BadValue', `embedded-mongo cannot explain '${name}'`);
  }
  const filter = filterOf(explained);
  const collection = context.catalog.get(context.database, collectionName);
  const plan = collection
    ? planQuery(collection, isPlainDocument(filter) ? filter : {})
    : { stage: 'EOF' as const };
  const winningPlan =
    plan.stage === 'IXSCAN'
      ? { stage: 'IXSCAN', indexName: plan.index.name, keyPattern: plan.index.spec.key }
      : { stage: plan.stage };
  return {
    queryPlanner: {
      namespace: `${context.database}.${collectionName}`,
      parsedQuery: filter ?? {},
      winningPlan,
      rejectedPlans: [],
    },
    serverInfo: { host: 'embedded-mongo', version: SERVER_VERSION },
    ok: 1,
  };
};

export const explainCommands: Record<string, CommandHandler> = { explain };
