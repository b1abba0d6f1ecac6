import type { Socket } from 'node:net';
import type { Document } from 'bson';
import { runCommand } from './commands/dispatch.js';
import type { CommandContext } from './commands/context.js';
import { helloReply } from './commands/handshake.js';
import { toErrorReply } from './errors.js';
import { decodeRequest, encodeMsgReply, encodeOpReply, type WireRequest } from './wire/codec.js';
import { MessageFramer } from './wire/message-framer.js';

type EngineContext = Omit<CommandContext, 'database' | 'connectionId'>;

const HANDSHAKE_COMMANDS = new Set(['ismaster', 'isMaster', 'hello']);

/**
 * One client connection. Requests are answered in order, synchronously, so replies
 * never interleave. Anything unreadable closes this socket only.
 */
export function serveConnection(socket: Socket, connectionId: number, engine: EngineContext): void {
  const framer = new MessageFramer();
  const context = { ...engine, connectionId };
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
    if (replies.length === 1) socket.write(replies[0] as Buffer);
    else if (replies.length > 1) socket.write(Buffer.concat(replies));
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
