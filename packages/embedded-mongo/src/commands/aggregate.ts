import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { runPipeline } from '../query/aggregate.js';
import { isPlainDocument } from '../query/paths.js';
import { documentArray, optionalNumber } from './arguments.js';
import type { CommandHandler } from './context.js';
import { explain } from './explain.js';
import { expandCollStats } from './stats.js';
import { rejectCollation } from './unsupported.js';

const aggregate: CommandHandler = (command, context) => {
  rejectCollation(command);
  const target = command.aggregate;
  const databaseLevel = target === 1;
  if (!databaseLevel && (typeof target !== 'string' || target === '')) {
    throw commandError('InvalidNamespace', "'aggregate' must be a collection name or 1");
  }
  const pipeline = documentArray(command, 'pipeline');
  if (databaseLevel && pipeline[0]?.$documents === undefined) {
    throw commandError(
      'InvalidNamespace',
      "'aggregate: 1' is only supported with a leading $documents stage",
    );
  }
  // The legacy form; drivers normally wrap aggregate in the explain command.
  if (command.explain === true)
    return explain({ explain: { aggregate: target, pipeline } }, context);
  if (!isPlainDocument(command.cursor)) {
    throw commandError(
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  const expanded = databaseLevel ? pipeline : expandCollStats(pipeline, context, target as string);
  const source =
    databaseLevel || expanded !== pipeline
      ? undefined
      : context.catalog.get(context.database, target as string);
  const resolveCollection = (name: string): Document[] => [
    ...(context.catalog.get(context.database, name)?.all() ?? []),
  ];
  const results = runPipeline(source, expanded, resolveCollection);
  const namespace = `${context.database}.${databaseLevel ? '$cmd.aggregate' : (target as string)}`;
  const batchSize = optionalNumber(command.cursor as Document, 'batchSize');
  return context.cursors.open(namespace, results, batchSize);
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
