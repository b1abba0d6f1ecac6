import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { createInterface } from 'node:readline';

export interface FakeSmtpServer {
  port: number;
  /** Each message's DATA, as accepted. */
  messages: string[];
  /** Messages refused so far (see `refuseFirst`). */
  refused(): number;
  /** How many TCP connections were opened (pooling keeps this low). */
  connections(): number;
  close(): Promise<void>;
}

/**
 * Just enough of SMTP (RFC 5321) for nodemailer to deliver plain messages, without TLS or AUTH.
 * `refuseFirst`: the first that many messages are answered 451 (try again later) after their
 * DATA, as a mail server having an outage does.
 */
export async function startFakeSmtpServer({ refuseFirst = 0 } = {}): Promise<FakeSmtpServer> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  let refused = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.write('220 fake.smtp ESMTP\r\n');
    let data: string[] | null = null;
    createInterface({ input: socket, crlfDelay: Infinity }).on('line', (line) => {
      if (data !== null) {
        if (line === '.') {
          const received = data.join('\n');
          data = null;
          if (refused < refuseFirst) {
            refused += 1;
            socket.write('451 4.3.0 mail server busy, try again later\r\n');
            return;
          }
          messages.push(received);
          socket.write('250 queued\r\n');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.smtp\r\n');
      else if (verb === 'DATA') {
        data = [];
        socket.write('354 go ahead\r\n');
      } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    messages,
    refused: () => refused,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
