import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../../../../lib/images/sniff';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const text = (s: string) => new TextEncoder().encode(s);
/** An ISO-BMFF ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'mdat');

describe('sniffImageType', () => {
  it.each([
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'image/png'],
    ['JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'), 'image/jpeg'],
    ['JPEG (Exif)', bytes([0xff, 0xd8, 0xff, 0xe1, 0, 16], 'Exif'), 'image/jpeg'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVIF (major brand)', ftyp('avif', 'mif1', 'miaf'), 'image/avif'],
    ['AVIF sequence (compatible brand)', ftyp('mif1', 'avis', 'msf1'), 'image/avif'],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'), 'image/svg+xml'],
    [
      'SVG with BOM, declaration, comment, doctype',
      text(
        '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg viewBox="0 0 1 1"></svg>',
      ),
      'image/svg+xml',
    ],
    ['SVG with a namespace prefix', text('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
  ])('%s', (_, input, expected) => {
    expect(sniffImageType(input)).toBe(expected);
  });

  it.each([
    ['empty', new Uint8Array()],
    ['HTML', text('<!doctype html><html><body>not found</body></html>')],
    ['HTML that mentions svg later', text('<html><svg></svg></html>')],
    ['JSON', text('{"error":"nope"}')],
    ['WAV (RIFF but not WEBP)', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ')],
    ['MP4 (ftyp without avif brand)', ftyp('isom', 'iso2', 'mp41')],
    ['PDF', text('%PDF-1.7\n')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['plain text', text('svg is a format')],
  ])('%s is not an image', (_, input) => {
    expect(sniffImageType(input)).toBeUndefined();
  });

  it('takes an ArrayBuffer as well', () => {
    expect(sniffImageType(bytes('GIF89a').buffer)).toBe('image/gif');
  });
});
