/**
 * A small client for Marionette, Firefox's own remote protocol (length-prefixed JSON over TCP).
 * Hand-written because no maintained Node client exists: geckodriver's npm wrappers download a
 * binary at install (impossible here, and Debian ships no geckodriver), foxr was abandoned in 2019,
 * and Puppeteer/WebDriver BiDi refuse to open moz-extension:// pages. Marionette can, which is what
 * driving the options page and the popup needs. Protocol: https://firefox-source-docs.mozilla.org/testing/marionette/Protocol.html
 */
import { connect, type Socket } from 'node:net';

type Reply = { resolve(value: unknown): void; reject(error: Error): void; name: string };

export class MarionetteError extends Error {
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
  ) {
    super(`${command}: ${error}: ${message}`);
  }
}

export class Marionette {
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, Reply>();
  private hello!: (value: unknown) => void;
  private readonly greeting = new Promise<unknown>((resolve) => (this.hello = resolve));

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk) => this.read(chunk));
    socket.on('close', () => {
      for (const reply of this.pending.values()) reply.reject(new Error(`${reply.name}: Marionette connection closed`));
      this.pending.clear();
    });
  }

  /** Connects and waits for the server's greeting (`{ applicationType: 'gecko', marionetteProtocol: 3 }`). */
  static async connect(port: number, host = '127.0.0.1'): Promise<Marionette> {
    const socket = connect({ port, host });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const client = new Marionette(socket);
    const greeting = (await client.greeting) as { marionetteProtocol?: number };
    if (greeting.marionetteProtocol !== 3)
      throw new Error(`Unsupported Marionette protocol: ${JSON.stringify(greeting)}`);
    return client;
  }

  /** Sends one command, e.g. `send('WebDriver:Navigate', { url })`; resolves with its `value` when it has one. */
  send<T = unknown>(name: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    const body = JSON.stringify([0, id, name, params]);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, name });
      this.socket.write(`${Buffer.byteLength(body)}:${body}`);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const colon = this.buffer.indexOf(':');
      if (colon < 0) return;
      const length = Number(this.buffer.subarray(0, colon).toString());
      if (this.buffer.length < colon + 1 + length) return;
      const message = JSON.parse(this.buffer.subarray(colon + 1, colon + 1 + length).toString());
      this.buffer = this.buffer.subarray(colon + 1 + length);
      this.dispatch(message);
    }
  }

  private dispatch(message: unknown): void {
    if (!Array.isArray(message)) {
      this.hello(message);
      return;
    }
    const [, id, error, result] = message as [number, number, { error: string; message: string } | null, unknown];
    const reply = this.pending.get(id);
    if (!reply) return;
    this.pending.delete(id);
    if (error) reply.reject(new MarionetteError(reply.name, error.error, error.message));
    else {
      const value =
        result && typeof result === 'object' && 'value' in result ? (result as { value: unknown }).value : result;
      reply.resolve(value);
    }
  }
}
