/** Uploads, deletes and request size (shared/spec/craft-api-evidence.md §3a #7, §3b #15, #17). */
import type { Side } from './side';
import type { Question } from './question';
import { expectOk, itemIds, shapeOf } from './question';

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function uploadPath(side: Side): string {
  const place = side.place!;
  return `/upload?position=end&${'pageId' in place ? `pageId=${encodeURIComponent(place.pageId)}` : `date=${place.date}`}`;
}

async function uploadFields(side: Side, contentType: string) {
  const res = await side.send({ method: 'POST', path: uploadPath(side), bytes: PNG, contentType });
  expectOk(res, `POST /upload (${contentType})`);
  const id = res.json?.blockId as string;
  side.noteBlock(id);
  const read = await side.send({ method: 'GET', path: `/blocks?id=${encodeURIComponent(id)}` });
  return {
    answer: Object.keys(res.json ?? {}).sort(),
    type: read.json?.type,
    fields: Object.keys(read.json ?? {}).sort(),
  };
}

export const uploadBlock: Question = {
  id: 'upload-fields',
  title: 'The fields of the block POST /upload makes (image/png, application/octet-stream)',
  evidence: '§3a #7',
  writes: true,
  async ask(side) {
    return {
      png: await uploadFields(side, 'image/png'),
      octetStream: await uploadFields(side, 'application/octet-stream'),
    };
  },
};

export const deleteStale: Question = {
  id: 'delete-stale',
  title: 'DELETE /blocks naming a block that no longer exists, beside one that does',
  evidence: '§3b #15',
  writes: true,
  async ask(side) {
    const res = await side.write(`Stale ${side.marker}\n\nLive ${side.marker}`);
    expectOk(res, 'POST /blocks');
    const [stale, live] = itemIds(res);
    expectOk(await side.removeBlocks([stale!]), 'DELETE /blocks');
    const both = await side.removeBlocks([stale!, live!]);
    const after = await side.send({ method: 'GET', path: `/blocks?id=${encodeURIComponent(live!)}` });
    // Still there: removed at the end like the rest.
    if (after.status === 200) side.noteBlock(live!);
    return { answer: shapeOf(both), body: side.norm(both.text), liveRemoved: after.status === 404 };
  },
};

/** Request sizes tried, doubling up to the bound (about 1 MB). */
export const INSERT_SIZES = [32_000, 64_000, 128_000, 256_000, 512_000, 1_000_000];

/** Markdown of about `bytes` bytes in paragraphs of about 8 KB, as a long clip would be. */
function markdownOf(bytes: number, marker: string): string {
  const paragraph = `Size ${marker} `.padEnd(8_000, 'lorem ipsum ');
  return Array.from({ length: Math.max(1, Math.round(bytes / 8_002)) }, () => paragraph).join('\n\n');
}

export const largestInsert: Question = {
  id: 'largest-insert',
  title: `The largest POST /blocks accepted, trying ${INSERT_SIZES.map((n) => `${n / 1000} KB`).join(', ')}`,
  evidence: '§3b #17',
  writes: true,
  async ask(side) {
    let largestAccepted = 0;
    for (const bytes of INSERT_SIZES) {
      const res = await side.write(markdownOf(bytes, side.marker));
      const ids = itemIds(res);
      if (ids.length) await side.removeBlocks(ids);
      if (res.status < 200 || res.status >= 300) return { largestAccepted, refusedAt: { bytes, answer: shapeOf(res) } };
      largestAccepted = bytes;
    }
    return { largestAccepted, refusedAt: null };
  },
};
