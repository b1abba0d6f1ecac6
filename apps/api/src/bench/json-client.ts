import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface JsonResponse<T> {
  headers: IncomingHttpHeaders;
  body: T;
}

/**
 * A small keep-alive JSON client over node:http: much lighter than fetch, so the load generator
 * leaves the shared CPU to the shop. Any status ≥ 400 rejects with the response text.
 */
export class JsonClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 512 });

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  send<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<JsonResponse<T>> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers = {
      ...(payload === undefined
        ? {}
        : { 'Content-Type': 'application/json', 'Content-Length': payload.length }),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    };
    return new Promise((resolve, reject) => {
      const req = request(
        { host: this.host, port: this.port, method, path, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = res.statusCode ?? 0;
            if (status >= 400) reject(new Error(`${method} ${path} answered ${status}: ${text}`));
            else resolve({ headers: res.headers, body: JSON.parse(text) as T });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
