/** The in-memory space: blocks as a flat map with parent links, documents, folders and uploads. */
import type { BlockRecord, BlockType, DocumentRecord, SpaceState } from './types';
import type { ParsedBlock } from './markdown-to-blocks';
import { newId } from './ids';
import { dailyNoteTitle } from './dates';

export function emptyState(name: string, timezone: string): SpaceState {
  return {
    version: 1,
    space: { id: newId().toLowerCase(), name, timezone },
    blocks: {},
    documents: {},
    folders: {},
    uploads: {},
    inboxId: newId(),
    logbookId: newId(),
    selectedDocumentIds: [],
  };
}

export class Store {
  constructor(
    public state: SpaceState,
    private readonly clock: () => Date,
  ) {
    for (const id of [state.inboxId, state.logbookId]) {
      if (!state.blocks[id]) this.put({ id, type: 'page', markdown: '', props: { textStyle: 'page' } });
    }
  }

  nowIso(): string {
    return this.clock().toISOString();
  }

  get(id: string): BlockRecord | undefined {
    return this.state.blocks[id];
  }

  /** The root block id of the tree holding `id`. */
  rootOf(id: string): string {
    let block = this.state.blocks[id];
    while (block?.parentId) block = this.state.blocks[block.parentId];
    return block?.id ?? id;
  }

  documentOf(id: string): DocumentRecord | undefined {
    return this.state.documents[this.rootOf(id)];
  }

  title(docId: string): string {
    return this.state.blocks[docId]?.markdown ?? '';
  }

  /** Every block under `id` (depth-first, excluding `id`). */
  descendants(id: string): BlockRecord[] {
    const out: BlockRecord[] = [];
    const walk = (bid: string) => {
      for (const child of this.state.blocks[bid]?.children ?? []) {
        out.push(this.state.blocks[child]);
        walk(child);
      }
    };
    walk(id);
    return out;
  }

  put(partial: Pick<BlockRecord, 'id' | 'type' | 'markdown' | 'props'> & Partial<BlockRecord>): BlockRecord {
    const now = this.nowIso();
    const record: BlockRecord = { children: [], createdAt: now, lastModifiedAt: now, ...partial };
    this.state.blocks[record.id] = record;
    return record;
  }

  /** Creates blocks (and nested page content) from parsed markdown or JSON input under a parent. */
  insert(blocks: ParsedBlock[], parentId: string, index: number): BlockRecord[] {
    const created = blocks.map((b) => this.build(b));
    this.attachAll(
      created.map((b) => b.id),
      parentId,
      index,
    );
    return created;
  }

  private build(parsed: ParsedBlock, id = newId()): BlockRecord {
    const { type, markdown, content, ...props } = parsed;
    const record = this.put({ id, type: type as BlockType, markdown, props });
    if (content?.length) this.insert(content, id, 0);
    return record;
  }

  attachAll(ids: string[], parentId: string, index: number): void {
    const parent = this.state.blocks[parentId];
    const at = index < 0 || index > parent.children.length ? parent.children.length : index;
    parent.children.splice(at, 0, ...ids);
    for (const id of ids) this.state.blocks[id].parentId = parentId;
    // Only pages can hold children: a text block receiving children becomes a page (spec rule 2).
    if (parent.type === 'text') {
      parent.type = 'page';
      parent.props.textStyle ??= 'page';
    }
    this.touch(parentId);
  }

  detach(id: string): void {
    const block = this.state.blocks[id];
    if (!block?.parentId) return;
    const parent = this.state.blocks[block.parentId];
    parent.children = parent.children.filter((c) => c !== id);
    this.touch(parent.id);
    delete block.parentId;
  }

  remove(id: string): void {
    this.detach(id);
    for (const d of [this.state.blocks[id], ...this.descendants(id)]) {
      if (d) delete this.state.blocks[d.id];
    }
  }

  /** Marks a block and its document as modified now. */
  touch(id: string): void {
    const now = this.nowIso();
    const block = this.state.blocks[id];
    if (block) block.lastModifiedAt = now;
    const root = this.state.blocks[this.rootOf(id)];
    if (root) root.lastModifiedAt = now;
  }

  createDocument(title: string, doc: Omit<DocumentRecord, 'id'>): BlockRecord {
    const root = this.put({ id: newId(), type: 'page', markdown: title, props: { textStyle: 'page' } });
    this.state.documents[root.id] = { id: root.id, ...doc };
    return root;
  }

  /** The daily note for a date; with duplicates the most recently modified one wins, as on Craft. */
  dailyNote(date: string): DocumentRecord | undefined {
    const notes = Object.values(this.state.documents).filter(
      (d) => d.dailyNoteDate === date && d.location === 'daily_notes',
    );
    return notes.sort((a, b) => this.get(b.id)!.lastModifiedAt.localeCompare(this.get(a.id)!.lastModifiedAt))[0];
  }

  ensureDailyNote(date: string): DocumentRecord {
    const existing = this.dailyNote(date);
    if (existing) return existing;
    const root = this.createDocument(dailyNoteTitle(date), { location: 'daily_notes', dailyNoteDate: date });
    return this.state.documents[root.id];
  }
}
