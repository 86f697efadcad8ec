/**
 * Makes the tiny test images of this folder (run: `npx tsx tests/e2e/site/images/make-images.ts`;
 * the outputs are committed). PNG and GIF are written byte by byte; JPEG and WebP come from
 * Chromium's canvas encoder; AVIF cannot be encoded by any installed tool, so avif.avif is an
 * ISO-BMFF `ftyp avif` container around a stub payload — right for sniffing and byte comparisons,
 * not decodable (no test displays it).
 */
import { chromium } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { findChromium } from '../../support/find-browser';

const dir = import.meta.dirname;

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of w×h with a diagonal gradient. */
function png(w: number, h: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) rows.set([x * 8, y * 8, 128], y * (w * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 red GIF89a. */
const gif = Buffer.from(
  '474946383961010001008000' + 'ff000000000021f90401000000002c00000000010001000002024401003b',
  'hex',
);

function avif(): Buffer {
  const box = (type: string, body: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(body.length + 8);
    return Buffer.concat([size, Buffer.from(type, 'ascii'), body]);
  };
  return Buffer.concat([
    box('ftyp', Buffer.concat([Buffer.from('avif'), Buffer.alloc(4), Buffer.from('avifmif1miaf')])),
    box('mdat', Buffer.from('clip-to-craft test payload')),
  ]);
}

const svg =
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><circle cx="8" cy="8" r="6" fill="#3a7"/></svg>\n';

async function canvasImages(): Promise<{ jpeg: Buffer; webp: Buffer }> {
  const browser = await chromium.launch({ executablePath: findChromium().path, args: ['--no-sandbox'] });
  const page = await browser.newPage();
  const urls = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 16;
    canvas.height = 16;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#c33';
    ctx.fillRect(0, 0, 16, 16);
    ctx.fillStyle = '#fff';
    ctx.fillRect(4, 4, 8, 8);
    return { jpeg: canvas.toDataURL('image/jpeg', 0.9), webp: canvas.toDataURL('image/webp', 0.9) };
  });
  await browser.close();
  const bytes = (u: string) => Buffer.from(u.split(',')[1]!, 'base64');
  return { jpeg: bytes(urls.jpeg), webp: bytes(urls.webp) };
}

const { jpeg, webp } = await canvasImages();
await writeFile(join(dir, 'png.png'), png(16, 16));
await writeFile(join(dir, 'jpeg.jpg'), jpeg);
await writeFile(join(dir, 'gif.gif'), gif);
await writeFile(join(dir, 'webp.webp'), webp);
await writeFile(join(dir, 'avif.avif'), avif());
await writeFile(join(dir, 'svg.svg'), svg);
await writeFile(
  join(dir, 'not-an-image.png'),
  '<!doctype html><title>Oops</title><p>This is an HTML page named like a PNG.</p>\n',
);
