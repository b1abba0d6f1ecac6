import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { OUTPUT_STAGES, runPipeline, validatePipeline } from '../query/aggregate.js';
import { parseCollation } from '../query/collation.js';
import { letVariables } from '../query/let-variables.js';
import { isPlainDocument } from '../query/paths.js';
import { writeAggregateOutput } from './aggregate-output.js';
import { documentArray, optionalNumber } from './arguments.js';
import type { CommandHandler } from './context.js';
import { explain } from './explain.js';
import { checkHint } from './hint.js';
import { expandCollStats } from './stats.js';

const aggregate: CommandHandler = (command, context) => {
  const collation = parseCollation(command.collation);
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
  // A leading $collStats becomes the statistics as documents, read from no collection.
  const expanded = databaseLevel ? pipeline : expandCollStats(pipeline, context, target as string);
  const source =
    databaseLevel || expanded !== pipeline
      ? undefined
      : context.catalog.get(context.database, target as string);
  const hintedIndex = checkHint(source, command.hint);
  validatePipeline(expanded, true);
  const last = expanded[expanded.length - 1];
  const output = last && OUTPUT_STAGES.has(Object.keys(last)[0] as string) ? last : undefined;
  const resolveCollection = (name: string): Document[] => [
    ...(context.catalog.get(context.database, name)?.all() ?? []),
  ];
  const variables = letVariables(command.let);
  const stages = output ? expanded.slice(0, -1) : expanded;
  const results = runPipeline(source, stages, resolveCollection, {
    variables,
    collation,
    hintedIndex,
  });
  const namespace = `${context.database}.${databaseLevel ? '$cmd.aggregate' : (target as string)}`;
  const batchSize = optionalNumber(command.cursor as Document, 'batchSize');
  if (!output) return context.cursors.open(namespace, results, batchSize, { lazyEnd: true });
  writeAggregateOutput(output, results, context, {
    bypassValidation: command.bypassDocumentValidation === true,
    variables,
  });
  return context.cursors.open(namespace, [], batchSize);
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
