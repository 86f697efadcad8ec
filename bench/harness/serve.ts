/** Serves in-memory HTML pages on 127.0.0.1 (loopback only) for the in-browser benchmarks. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageServer {
  origin: string;
  url(name: string): string;
  close(): Promise<void>;
}

export async function servePages(pages: ReadonlyMap<string, string>): Promise<PageServer> {
  const server = createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
    const body = pages.get(name);
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (name) => `${origin}/${encodeURIComponent(name)}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
