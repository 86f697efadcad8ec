/**
 * The image specs' own server (the shared static site has no cookies or generated files):
 * - /images/* — the files of tests/e2e/site/images;
 * - /login sets a cookie; /private/png.png answers 403 without it (an image behind a login);
 * - /big.png — a PNG signature and then zeros past the 20 MB limit, made on the fly;
 * - /missing.png — 404.
 * It also listens on 127.0.0.2, a host the e2e build has no access to, sending no CORS headers:
 * an image there can be fetched neither by the page (cross-origin) nor by the background.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { MAX_IMAGE_BYTES } from '../../../../lib/images/checks';

const DIR = import.meta.dirname;
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  html: 'text/html; charset=utf-8',
};

export interface ImageServer {
  origin: string;
  blockedOrigin: string;
  url(path: string): string;
  close(): Promise<void>;
}

export async function sha256Of(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(join(DIR, file)))
    .digest('hex');
}

export async function startImageServer(): Promise<ImageServer> {
  const handler = async (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/login') {
      res
        .writeHead(200, { 'Set-Cookie': 'session=ok; Path=/; SameSite=Lax', 'Content-Type': 'text/html' })
        .end('<title>Logged in</title>');
      return;
    }
    if (path === '/private/png.png') {
      if (!/session=ok/.test(req.headers.cookie ?? '')) {
        res.writeHead(403, { 'Content-Type': 'text/plain' }).end('log in first');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(await readFile(join(DIR, 'png.png')));
      return;
    }
    if (path === '/big.png') {
      const body = Buffer.alloc(MAX_IMAGE_BYTES + 1024);
      body.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(body);
      return;
    }
    const name = path.replace(/^\/images\//, '');
    if (name.includes('/') || name.includes('..')) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(join(DIR, name));
      res.writeHead(200, { 'Content-Type': TYPES[name.split('.').pop()!] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not found</h1>');
    }
  };
  const main: Server = createServer((q, s) => void handler(q, s));
  const blocked: Server = createServer((q, s) => void handler(q, s));
  await new Promise<void>((r) => main.listen(0, 'localhost', r));
  await new Promise<void>((r) => blocked.listen(0, '127.0.0.2', r));
  const origin = `http://localhost:${(main.address() as AddressInfo).port}`;
  const blockedOrigin = `http://127.0.0.2:${(blocked.address() as AddressInfo).port}`;
  const close = (s: Server) =>
    new Promise<void>((r) => {
      s.closeAllConnections();
      s.close(() => r());
    });
  return {
    origin,
    blockedOrigin,
    url: (p) => new URL(p, origin).href,
    close: async () => {
      await close(main);
      await close(blocked);
    },
  };
}
