/**
 * The marks UI on a web page, seen as a user sees it. It lives in a closed shadow root, which page
 * scripts (and so Playwright's locators) cannot enter; the browser's accessibility tree (CDP
 * Accessibility.getFullAXTree) and its DOM with shadow roots pierced (CDP DOM) can, as a screen
 * reader does. Painted marks are read from CSS.highlights, which the page shares with the script.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { MarkChange, PlacedReport } from '../../../lib/model/highlights';

interface AxNode {
  role?: { value?: string };
  name?: { value?: string };
  value?: { value?: unknown };
  ignored?: boolean;
  backendDOMNodeId?: number;
}

export interface Painted {
  color: string;
  text: string;
}

export class MarksUi {
  private cdp?: CDPSession;

  constructor(readonly page: Page) {}

  private async session(): Promise<CDPSession> {
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    return this.cdp;
  }

  /** Every role/name the page exposes under the marks UI's host (its panels), in tree order. */
  async controls(): Promise<Array<{ role: string; name: string }>> {
    return (await this.uiNodes()).map(({ role, name }) => ({ role, name }));
  }

  private async uiNodes(): Promise<Array<{ role: string; name: string; node?: number }>> {
    const cdp = await this.session();
    const host = await this.page.evaluate(() => !!document.querySelector('craft-clipper-marks'));
    if (!host) return [];
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const { nodes: all } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const inside = new Set(this.backendIdsUnder(root, 'craft-clipper-marks'));
    return all
      .filter((n) => !n.ignored && n.backendDOMNodeId !== undefined && inside.has(n.backendDOMNodeId))
      .map((n) => ({ role: n.role?.value ?? '', name: n.name?.value ?? '', node: n.backendDOMNodeId }))
      .filter((n) => n.role !== 'generic' && n.role !== 'StaticText' && n.role !== 'InlineTextBox');
  }

  /** The backend ids of the host's shadow tree. */
  private backendIdsUnder(root: DomNode, tag: string): number[] {
    const host = findNode(root, (n) => n.localName === tag);
    const ids: number[] = [];
    const walk = (n: DomNode) => {
      ids.push(n.backendNodeId);
      for (const child of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) walk(child);
    };
    if (host) walk(host);
    return ids;
  }

  /** Clicks the control with this role and name (a real mouse click at its centre). */
  async click(role: string, name: string): Promise<void> {
    const target = (await this.uiNodes()).find((n) => n.role === role && n.name === name);
    if (!target?.node) throw new Error(`no ${role} "${name}" in the marks UI`);
    const cdp = await this.session();
    const { model } = await cdp.send('DOM.getBoxModel', { backendNodeId: target.node });
    const [x1, y1, , , x3, y3] = model.content;
    await this.page.mouse.click((x1 + x3) / 2, (y1 + y3) / 2);
  }

  /** The focused element's role and name, inside the UI (a closed root hides it from document.activeElement). */
  async focused(): Promise<{ role: string; name: string } | undefined> {
    const cdp = await this.session();
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<AxNode & { properties?: Array<{ name: string; value: { value?: unknown } }> }>;
    };
    // The document is focused too: the element is the last focused node, deepest in the tree.
    const node = nodes.findLast((n) => n.properties?.some((p) => p.name === 'focused' && p.value.value === true));
    return node && { role: node.role?.value ?? '', name: node.name?.value ?? '' };
  }

  /** The text in the UI's text field named `name` (the note box's "Note"), as a screen reader reads it. */
  async fieldText(name: string): Promise<string | undefined> {
    const cdp = await this.session();
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const field = nodes.find((n) => n.role?.value === 'textbox' && n.name?.value === name);
    return field && String(field.value?.value ?? '');
  }

  /** The UI's markup (its shadow root's), to check it with axe where a test can see it. */
  async markup(): Promise<string> {
    const cdp = await this.session();
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const host = findNode(root, (n) => n.localName === 'craft-clipper-marks');
    const shadow = host?.shadowRoots?.[0];
    if (!shadow) return '';
    const parts = await Promise.all(
      (shadow.children ?? []).map(
        async (c) => (await cdp.send('DOM.getOuterHTML', { backendNodeId: c.backendNodeId })).outerHTML,
      ),
    );
    return parts.join('');
  }

  /** The marks painted on the page: each highlight's colour and text, in paint order. */
  painted(): Promise<Painted[]> {
    return this.page.evaluate(() => {
      const found: Array<{ color: string; text: string }> = [];
      for (const [name, highlight] of CSS.highlights) {
        if (!name.startsWith('craft-mark-')) continue;
        for (const range of highlight) found.push({ color: name.slice('craft-mark-'.length), text: range.toString() });
      }
      return found;
    });
  }

  /** Waits until the page has at least one mark painted. */
  async paintedSome(): Promise<void> {
    await this.page.waitForFunction(() =>
      [...CSS.highlights].some(([name, highlight]) => name.startsWith('craft-mark-') && highlight.size > 0),
    );
  }

  /** Selects `text` inside the element matching `selector` (one text node holds it). */
  async select(selector: string, text: string): Promise<void> {
    await this.page.evaluate(
      ({ selector, text }) => {
        const walker = document.createTreeWalker(document.querySelector(selector)!, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(text);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + text.length);
          getSelection()!.removeAllRanges();
          getSelection()!.addRange(range);
          return;
        }
        throw new Error(`no "${text}" in ${selector}`);
      },
      { selector, text },
    );
  }

  /** Selects `text` with the mouse: a press at its first character and a release after its last. */
  async drag(selector: string, text: string): Promise<void> {
    await this.select(selector, text);
    const box = await this.page.evaluate(() => {
      const rects = getSelection()!.getRangeAt(0).getClientRects();
      const first = rects[0]!;
      const last = rects[rects.length - 1]!;
      getSelection()!.removeAllRanges();
      return {
        x1: first.left + 1,
        y1: first.top + first.height / 2,
        x2: last.right - 1,
        y2: last.top + last.height / 2,
      };
    });
    await this.page.mouse.move(box.x1, box.y1);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x2, box.y2, { steps: 4 });
    await this.page.mouse.up();
  }

  /** Clicks the middle of the painted text `text`. */
  async clickText(selector: string, text: string): Promise<void> {
    await this.select(selector, text);
    const point = await this.page.evaluate(() => {
      const rect = getSelection()!.getRangeAt(0).getClientRects()[0]!;
      getSelection()!.removeAllRanges();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    });
    await this.page.mouse.click(point.x, point.y);
  }
}

interface DomNode {
  backendNodeId: number;
  localName?: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

function findNode(node: DomNode, test: (n: DomNode) => boolean): DomNode | undefined {
  if (test(node)) return node;
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
    const found = findNode(child, test);
    if (found) return found;
  }
  return undefined;
}

/** The marks messages the page sent to the background, as the service worker received them. */
export class MarksMessages {
  constructor(private readonly context: BrowserContext) {}

  private async worker() {
    return this.context.serviceWorkers()[0] ?? (await this.context.waitForEvent('serviceworker'));
  }

  /**
   * Starts recording: a listener that only looks (it answers nothing, so the background's own
   * handlers, when it has them, answer as always).
   */
  async record(): Promise<void> {
    await (
      await this.worker()
    ).evaluate(() => {
      type Listener = (message: { type?: string; data?: unknown }) => undefined;
      const scope = globalThis as unknown as {
        seenMarks?: Array<{ type: string; data: unknown }>;
        chrome: { runtime: { onMessage: { addListener(l: Listener): void } } };
      };
      if (scope.seenMarks) return;
      scope.seenMarks = [];
      scope.chrome.runtime.onMessage.addListener((message) => {
        if (message?.type && ['markChange', 'pageMarks', 'marksPlaced'].includes(message.type)) {
          scope.seenMarks!.push({ type: message.type, data: message.data });
        }
        return undefined;
      });
    });
  }

  async seen(): Promise<Array<{ type: string; data: unknown }>> {
    return (await this.worker()).evaluate(
      () => (globalThis as unknown as { seenMarks?: Array<{ type: string; data: unknown }> }).seenMarks ?? [],
    );
  }

  /** The marks changes sent, in order. */
  async changes(): Promise<MarkChange[]> {
    return (await this.seen()).filter((m) => m.type === 'markChange').map((m) => m.data as MarkChange);
  }

  /** The placing reports sent, in order. */
  async placed(): Promise<PlacedReport[]> {
    return (await this.seen()).filter((m) => m.type === 'marksPlaced').map((m) => m.data as PlacedReport);
  }
}
