import type { Document } from 'bson';
import { commandError, toErrorReply } from '../errors.js';
import { aggregateCommands } from './aggregate.js';
import { collectionCommands } from './collections.js';
import type { CommandContext, CommandHandler } from './context.js';
import { explainCommands } from './explain.js';
import { findAndModifyCommands } from './find-and-modify.js';
import { handshakeCommands } from './handshake.js';
import { indexCommands } from './indexes.js';
import { readCommands } from './reads.js';
import { statsCommands } from './stats.js';
import { rejectTransaction, transactionsUnsupported } from './unsupported.js';
import { validateCommand } from './validate-command.js';
import { writeCommands } from './writes.js';

const refuseTransaction: CommandHandler = () => {
  throw transactionsUnsupported();
};
const transactionCommands: Record<string, CommandHandler> = {
  commitTransaction: refuseTransaction,
  abortTransaction: refuseTransaction,
};

const handlers = new Map<string, CommandHandler>(
  Object.entries({
    ...handshakeCommands,
    ...collectionCommands,
    ...indexCommands,
    ...readCommands,
    ...aggregateCommands,
    ...writeCommands,
    ...findAndModifyCommands,
    ...explainCommands,
    ...transactionCommands,
    ...statsCommands,
  }),
);

export const supportedCommands = (): string[] => [...handlers.keys()];

/** Runs one command and always returns a reply: errors become `{ok: 0, errmsg, code, codeName}`. */
export function runCommand(command: Document, context: Omit<CommandContext, 'database'>): Document {
  try {
    const name = Object.keys(command)[0];
    const database = command.$db;
    if (typeof database !== 'string' || database === '') {
      throw commandError('InvalidNamespace', 'the command has no $db field naming its database');
    }
    const handler = name === undefined ? undefined : handlers.get(name);
    if (!handler) throw commandError('CommandNotFound', `no such command: '${String(name)}'`);
    rejectTransaction(command);
    validateCommand(name as string, command);
    return handler(command, { ...context, database });
  } catch (error) {
    return toErrorReply(error);
  }
}
