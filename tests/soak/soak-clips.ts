/**
 * The clips a soak sends and how to check what the emulator holds afterwards: every clip carries
 * unique markers ("S<run>C<clip>P<para>"), so each paragraph can be counted exactly and in order.
 */
import type { Emulator } from '../../emulator/index';
import type { Block } from '../../lib/craft/types';
import { wrapAsPage } from '../../lib/convert/wrap';
import type { ClipRequest } from '../../lib/model/clip';

export interface SoakClip {
  request: ClipRequest & { insertAt: 'start' | 'end' };
  markers: string[];
  /** A page-format clip creates one page block, a new-document clip one document: each exactly once. */
  container?: { kind: 'page' | 'document'; title: string };
  /** The day a daily-note clip was made (its "today", pinned): it must land in that day's note. */
  day?: string;
}

export function makeClip(run: string, i: number, documentId: string, random: () => number): SoakClip {
  const paragraphs = 2 + Math.floor(random() * 6);
  const markers = Array.from(
    { length: paragraphs },
    (_, p) => `S${run}C${String(i).padStart(4, '0')}P${String(p).padStart(2, '0')}`,
  );
  const body = markers
    .map((m) => `${m} ${'lorem ipsum dolor sit amet '.repeat(1 + Math.floor(random() * 4)).trim()}.`)
    .join('\n\n');
  const shape = i % 4;
  const title = `Soak ${run} clip ${i}`;
  const destination: ClipRequest['destination'] =
    shape === 3
      ? { kind: 'new-document', title }
      : shape === 2
        ? { kind: 'document', id: documentId, title: 'Soak target' }
        : { kind: 'daily-note', date: 'today' };
  const markdown = shape === 1 ? wrapAsPage(title, body) : body;
  return {
    markers,
    container: shape === 1 ? { kind: 'page', title } : shape === 3 ? { kind: 'document', title } : undefined,
    request: {
      destination,
      insertAt: i % 5 === 0 ? 'start' : 'end',
      markdown,
      title,
      maxBytes: 200 + Math.floor(random() * 200),
    },
  };
}

/** Every block of the space in document order: all documents, daily notes included, depth first. */
export function allBlocks(emulator: Emulator): Block[] {
  const out: Block[] = [];
  for (const d of emulator.state.documents())
    if (d.location !== 'trash') out.push(...blocksOf(emulator.state.block(d.id) as Block | undefined));
  return out;
}

/** A block and everything inside it, depth first. */
function blocksOf(root: Block | undefined): Block[] {
  return root ? [root, ...(root.content ?? []).flatMap(blocksOf)] : [];
}

export interface Tally {
  delivered: number;
  lost: number;
  duplicated: number;
  /** Clips present once but out of order: counted as lost, listed here for the report. */
  problems: string[];
}

/** Counts each clip: every marker exactly once and in order = delivered. */
export function tally(emulator: Emulator, clips: SoakClip[]): Tally {
  const blocks = allBlocks(emulator);
  const texts = blocks.map((b) => String(b.markdown ?? ''));
  const documents = emulator.state.documents().filter((d) => d.location !== 'trash');
  const containers = (c: NonNullable<SoakClip['container']>) =>
    c.kind === 'page'
      ? blocks.filter((b) => b.type === 'page' && b.markdown === c.title).length
      : documents.filter((d) => d.title === c.title).length;
  const result: Tally = { delivered: 0, lost: 0, duplicated: 0, problems: [] };
  const notes = new Map<string, string>();
  const noteOf = (day: string) =>
    notes.get(day) ??
    notes
      .set(day, JSON.stringify(blocksOf(emulator.state.dailyNote(day) as Block | undefined).map((b) => b.markdown)))
      .get(day)!;
  clips.forEach((clip, i) => {
    const positions = clip.markers.map((m) => texts.flatMap((t, at) => (t.includes(m) ? [at] : [])));
    const made = clip.container ? containers(clip.container) : 1;
    if (positions.some((p) => p.length > 1) || made > 1) {
      result.duplicated++;
      result.problems.push(`clip ${i}: duplicated`);
    } else if (positions.some((p) => p.length === 0) || made === 0) {
      result.lost++;
      result.problems.push(
        `clip ${i}: missing ${positions.filter((p) => !p.length).length} of ${clip.markers.length} parts`,
      );
    } else if (positions.some((p, k) => k > 0 && p[0] < positions[k - 1][0])) {
      result.lost++;
      result.problems.push(`clip ${i}: out of order`);
    } else if (clip.day && clip.markers.some((m) => !noteOf(clip.day!).includes(m))) {
      // Midnight: what was made for today's note must land in that day's note, not the next one's.
      result.lost++;
      result.problems.push(`clip ${i}: not in the note of ${clip.day}, the day it was made`);
    } else result.delivered++;
  });
  return result;
}
