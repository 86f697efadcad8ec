/**
 * Answers to a pure "what is this node's text" question, kept while the DOM they were read from has
 * not changed (issue 18: Readability reads the same node's text again and again in one check, e.g.
 * `_cleanConditionally` reads a node four times and its links' text once per enclosing candidate).
 *
 * Whether anything changed is told by a MutationObserver (childList, characterData, subtree) on the
 * root of every node whose answer is kept, drained with `takeRecords()` at each read: any record at
 * all drops every kept answer. That is coarse on purpose: it needs nothing of the records (not where
 * a node went, nor transient observers of moved subtrees, which test DOMs lack), only that a change
 * under an observed root makes one. Why that suffices: an answer kept for node N was read when N was
 * under root R, R observed from then on. Text under N can only change by a mutation of N's subtree;
 * while N stays under R that mutation is under R (a record); N can leave R only by the removal of N
 * or an ancestor of N below R, itself a record; and R's own registration goes with R wherever R is
 * inserted. So an answer is only ever given again when no node's text has changed since it was read.
 */
type Observer = MutationObserver;

const OPTIONS: MutationObserverInit = { childList: true, characterData: true, subtree: true };

export class TextMemo {
  /** Per kind of question (e.g. with and without spaces normalized), each node's answer. */
  readonly #answers = [new Map<Node, string>(), new Map<Node, string>()];
  readonly #roots = new Set<Node>();
  #observer: Observer | undefined;
  #open = false;
  readonly #Observer: typeof MutationObserver;

  constructor(Observer: typeof MutationObserver) {
    this.#Observer = Observer;
  }

  /** Answers are kept from now until `close` (observing is only paid for while it is open). */
  open(): void {
    this.#open = true;
  }

  get isOpen(): boolean {
    return this.#open;
  }

  /**
   * The kept answer of kind `kind` (0 or 1) for `node`, or `read()`'s, kept (its root observed first);
   * only while the memo is open.
   */
  get(node: Node, kind: 0 | 1, read: () => string): string {
    this.#drain();
    const answers = this.#answers[kind];
    let answer = answers.get(node);
    if (answer !== undefined) return answer;
    const root = node.getRootNode();
    if (!this.#roots.has(root)) {
      (this.#observer ??= new this.#Observer(() => undefined)).observe(root, OPTIONS);
      this.#roots.add(root);
    }
    answer = read();
    answers.set(node, answer);
    return answer;
  }

  /** Forgets every answer, stops observing and keeps none until opened again. */
  close(): void {
    this.#open = false;
    this.#forget();
    this.#roots.clear();
    this.#observer?.disconnect();
  }

  /** Forgets every answer (what a change does; the roots stay observed). */
  #forget(): void {
    this.#answers[0].clear();
    this.#answers[1].clear();
  }

  #drain(): void {
    if (this.#observer?.takeRecords().length) this.#forget();
  }
}

/** The MutationObserver of `doc`'s realm (nodes of another realm are not observed by it), if any. */
export function observerFor(doc: Document): typeof MutationObserver | undefined {
  const view = doc.defaultView as (Window & { MutationObserver?: typeof MutationObserver }) | null;
  return view?.MutationObserver ?? (typeof MutationObserver === 'function' ? MutationObserver : undefined);
}
