import type { Socket } from 'node:net';
import type { Document } from 'bson';
import { runCommand } from './commands/dispatch.js';
import type { CommandContext } from './commands/context.js';
import { helloReply } from './commands/handshake.js';
import { toErrorReply } from './errors.js';
import { decodeRequest, encodeMsgReply, encodeOpReply, type WireRequest } from './wire/codec.js';
import { MessageFramer } from './wire/message-framer.js';

type EngineContext = Omit<CommandContext, 'database' | 'connectionId'> & {
  /** With a journal: settles once the writes made so far are on disk (undefined: nothing pending). */
  whenDurable?: () => Promise<void> | undefined;
};

const HANDSHAKE_COMMANDS = new Set(['ismaster', 'isMaster', 'hello']);

/**
 * One client connection. Requests are run in order, synchronously; with a journal, their
 * replies wait until the writes are on disk, still in order. Anything unreadable closes this
 * socket only.
 */
export function serveConnection(socket: Socket, connectionId: number, engine: EngineContext): void {
  const framer = new MessageFramer();
  const { whenDurable, ...context } = { ...engine, connectionId };
  // Replies held back until the journal is synced; later replies queue behind them.
  let held: Promise<void> | undefined;
  let heldCount = 0;
  const send = (replies: Buffer[]): void => {
    if (replies.length === 1) socket.write(replies[0] as Buffer);
    else if (replies.length > 1) socket.write(Buffer.concat(replies));
  };
  socket.setNoDelay(true);
  socket.on('data', (chunk: Buffer) => {
    let replies: Buffer[];
    try {
      replies = framer.push(chunk).flatMap((message) => {
        const reply = answer(decodeRequest(message), context);
        return reply ? [reply] : [];
      });
    } catch {
      socket.destroy();
      return;
    }
    const durable = whenDurable?.();
    if (!durable && heldCount === 0) {
      send(replies);
      return;
    }
    heldCount += 1;
    held = (held ?? Promise.resolve())
      .then(() => durable)
      .then(
        () => send(replies),
        // The write may or may not survive a crash: the client must not take it as acknowledged.
        () => {
          socket.destroy();
        },
      )
      .finally(() => {
        heldCount -= 1;
      });
  });
  socket.on('error', () => socket.destroy());
}

function answer(
  request: WireRequest,
  context: Omit<CommandContext, 'database'>,
): Buffer | undefined {
  if (request.kind === 'query') {
    const name = Object.keys(request.command)[0] ?? '';
    const reply: Document = HANDSHAKE_COMMANDS.has(name)
      ? helloReply(context)
      : {
          ok: 0,
          errmsg: 'OP_QUERY is only supported for the handshake',
          code: 352,
          codeName: 'UnsupportedOpQueryCommand',
        };
    return encodeOpReply(request.requestId, reply);
  }
  context.stats.countCommand(request.command);
  const reply = runCommand(request.command, context);
  // moreToCome: the client asked for no reply (unacknowledged writes).
  if (request.moreToCome) return undefined;
  try {
    return encodeMsgReply(request.requestId, reply);
  } catch (error) {
    // For example a reply over the BSON size limit: the client gets an error, not a dead socket.
    return encodeMsgReply(request.requestId, toErrorReply(error));
  }
}
