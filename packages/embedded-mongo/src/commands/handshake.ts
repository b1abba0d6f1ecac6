import type { Document } from 'bson';
import {
  LOGICAL_SESSION_TIMEOUT_MINUTES,
  MAX_BSON_OBJECT_SIZE,
  MAX_MESSAGE_SIZE_BYTES,
  MAX_WIRE_VERSION,
  MAX_WRITE_BATCH_SIZE,
} from '../wire/constants.js';
import type { CommandContext, CommandHandler } from './context.js';

export const SERVER_VERSION = '7.0.0';

/**
 * A standalone, writable server. No setName (so drivers never try replica-set features),
 * no compression and no topologyVersion (so drivers never start streaming hello).
 */
export function helloReply(context: Pick<CommandContext, 'connectionId'>): Document {
  return {
    helloOk: true,
    ismaster: true,
    isWritablePrimary: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE_BYTES,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: LOGICAL_SESSION_TIMEOUT_MINUTES,
    connectionId: context.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

const hello: CommandHandler = (_command, context) => helloReply(context);

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'embedded-mongo',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded'],
  ok: 1,
});

const acknowledge: CommandHandler = () => ({ ok: 1 });

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  ismaster: hello,
  isMaster: hello,
  ping: acknowledge,
  buildInfo,
  buildinfo: buildInfo,
  // Sessions carry no server-side state here, so ending or refreshing them is a no-op.
  endSessions: acknowledge,
  killSessions: acknowledge,
  refreshSessions: acknowledge,
  whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
  connectionStatus: () => ({
    authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
    ok: 1,
  }),
  getParameter: () => ({ featureCompatibilityVersion: { version: '7.0' }, ok: 1 }),
};
