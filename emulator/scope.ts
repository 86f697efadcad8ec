/** What one link may see: all of the space, its selected documents, or the daily notes. */
import type { BlockRecord, ConnectionKind, DocumentRecord } from './types';
import type { Store } from './store';
import { notFound } from './errors';

export interface LinkRuntime {
  id: string;
  kind: ConnectionKind;
  apiKey?: string;
  documentIds?: string[];
}

export class Scope {
  constructor(
    private readonly store: Store,
    readonly link: LinkRuntime,
  ) {}

  private selectedIds(): string[] {
    return this.link.documentIds ?? this.store.state.selectedDocumentIds;
  }

  docVisible(doc: DocumentRecord | undefined): doc is DocumentRecord {
    if (!doc) return false;
    // A trashed document stays fully writable on a whole-space link: Craft answers block writes into
    // it with 200 (craft-api-evidence.md §8 N1), so a clip sent there "arrives" where nobody looks.
    if (this.link.kind === 'space') return true;
    if (this.link.kind === 'daily-notes') return doc.location === 'daily_notes';
    return doc.location !== 'trash' && this.selectedIds().includes(doc.id);
  }

  /** Documents of this link, in space order. */
  documents(): DocumentRecord[] {
    return Object.values(this.store.state.documents).filter((d) => this.docVisible(d));
  }

  /** The selected ids, including ones whose documents were deleted (the documents list shows them). */
  selectedDocumentIds(): string[] {
    return this.selectedIds();
  }

  blockVisible(id: string): boolean {
    return !!this.store.get(id) && this.docVisible(this.store.documentOf(id));
  }

  requireBlock(id: string, what = 'Block'): BlockRecord {
    if (!this.blockVisible(id)) throw notFound(`${what} ${id} not found`);
    return this.store.get(id)!;
  }

  requireDocument(id: string): DocumentRecord {
    const doc = this.store.state.documents[id];
    if (!this.docVisible(doc)) throw notFound(`Document ${id} not found`);
    return doc;
  }

  /** Block links to blocks this link cannot see render as invalid:out_of_scope (facts §4.4). */
  filterLinks(markdown: string): string {
    if (this.link.kind === 'space' || !markdown.includes('block://')) return markdown;
    return markdown.replace(/\]\(block:\/\/([^)\s]+)\)/g, (all, id: string) =>
      this.blockVisible(id) ? all : '](invalid:out_of_scope)',
    );
  }
}
