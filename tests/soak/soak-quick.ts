/**
 * The tasks and uploads a soak sends, and how to count them in the emulator afterwards. Each task
 * carries a unique marker; each upload has bytes of a unique size (a PNG plus i padding bytes) and
 * a caption whose title carries a marker, so duplicates and losses are exact.
 */
import type { Emulator } from '../../emulator/index';
import type { TaskJob, UploadJob } from '../../lib/model/types';
import { allBlocks, type Tally } from './soak-clips';

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export interface SoakTask {
  job: TaskJob;
  marker: string;
}
export interface SoakUpload {
  job: UploadJob;
  size: number;
  marker: string;
}

/*
 * Tasks and uploads go to places of their own (the inbox, one document each): the outbox orders
 * items of one kind only, and an item of another kind landing where a clip's answer was lost makes
 * that clip park ("the destination changed") — by design, so not what this soak measures.
 */
export function makeTask(run: string, i: number, documentId: string): SoakTask {
  const marker = `S${run}T${String(i).padStart(4, '0')}`;
  const place: TaskJob['place'] =
    i % 2 === 0 ? { kind: 'inbox' } : { kind: 'document', id: documentId, title: 'Soak tasks' };
  return { marker, job: { title: `${marker} water the plants`, place } };
}

export function makeUpload(run: string, i: number, documentId: string): SoakUpload {
  const marker = `S${run}U${String(i).padStart(4, '0')}`;
  const bytes = new Uint8Array([...PNG, ...new Uint8Array(1 + i)]);
  const destination: UploadJob['destination'] = { kind: 'document', id: documentId, title: 'Soak images' };
  return {
    marker,
    size: bytes.byteLength,
    job: {
      destination,
      bytes: bytes.buffer as ArrayBuffer,
      contentType: 'image/png',
      source: { title: marker, url: `https://example.com/${marker}` },
    },
  };
}

const empty = (): Tally => ({ delivered: 0, lost: 0, duplicated: 0, problems: [] });

/** Each task's text exactly once among all tasks = delivered. */
export function tallyTasks(emulator: Emulator, tasks: SoakTask[]): Tally {
  const texts = emulator.state.tasks().map((t) => String(t.markdown ?? ''));
  const result = empty();
  tasks.forEach(({ marker }, i) => count(result, texts.filter((t) => t.includes(marker)).length, `task ${i}`));
  return result;
}

/** Each upload: one image of its size, and its caption at most once = delivered. */
export function tallyUploads(emulator: Emulator, uploads: SoakUpload[]): Tally {
  const blocks = allBlocks(emulator);
  const result = empty();
  uploads.forEach(({ size, marker }, i) => {
    const images = blocks.filter((b) => (b.type === 'image' || b.type === 'file') && b.fileSize === size).length;
    const captions = blocks.filter((b) => b.type !== 'page' && String(b.markdown ?? '').includes(marker)).length;
    // A caption the server refused (a 503) is given up by design, the image kept with a warning.
    count(result, images > 1 || captions > 1 ? 2 : images, `upload ${i}`);
  });
  return result;
}

function count(result: Tally, found: number, name: string): void {
  if (found === 1) result.delivered++;
  else if (found === 0) {
    result.lost++;
    result.problems.push(`${name}: missing`);
  } else {
    result.duplicated++;
    result.problems.push(`${name}: ${found} copies`);
  }
}
