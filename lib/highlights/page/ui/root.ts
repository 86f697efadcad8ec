/**
 * Where the marks UI lives: one element added to the page only while something is shown, holding a
 * closed shadow root, so the page's CSS does not style it and the page's scripts cannot reach into it.
 * One panel at a time (the bar, a mark's menu or the note box), placed beside the text it is about;
 * the unplaced list has its own corner.
 */
import css from './style.css?inline';

const HOST_TAG = 'craft-clipper-marks';

export interface UiRoot {
  /** Shows `panel` beside `about` (below it, or above when there is no room), replacing the panel shown. */
  show(panel: HTMLElement, about?: DOMRect): void;
  /** Shows the corner list, replacing the one shown. */
  corner(panel: HTMLElement): void;
  hidePanel(): void;
  hideCorner(): void;
  /** Whether an event happened inside the UI. */
  owns(event: Event): boolean;
  readonly panel: HTMLElement | undefined;
}

export function createUiRoot(doc: Document): UiRoot {
  let host: HTMLElement | undefined;
  let shadow: ShadowRoot | undefined;
  let panel: HTMLElement | undefined;
  let cornerPanel: HTMLElement | undefined;

  const attach = (): ShadowRoot => {
    if (!host || !shadow) {
      host = doc.createElement(HOST_TAG);
      shadow = host.attachShadow({ mode: 'closed' });
      const style = doc.createElement('style');
      style.textContent = css;
      shadow.append(style);
    }
    // On the root element, not in <body>: the body's text, where marks are anchored, stays the page's.
    if (!host.isConnected) doc.documentElement.append(host);
    return shadow;
  };
  const detachIfEmpty = () => {
    if (!panel && !cornerPanel) host?.remove();
  };

  return {
    get panel() {
      return panel;
    },
    show(next, about) {
      panel?.remove();
      panel = next;
      next.classList.add('panel');
      attach().append(next);
      place(doc, next, about);
    },
    corner(next) {
      cornerPanel?.remove();
      cornerPanel = next;
      next.classList.add('panel', 'unplaced');
      attach().append(next);
    },
    hidePanel() {
      panel?.remove();
      panel = undefined;
      detachIfEmpty();
    },
    hideCorner() {
      cornerPanel?.remove();
      cornerPanel = undefined;
      detachIfEmpty();
    },
    owns: (event) => !!host && event.composedPath().includes(host),
  };
}

const GAP = 6;

function place(doc: Document, panel: HTMLElement, about: DOMRect | undefined): void {
  const view = doc.documentElement;
  const box = panel.getBoundingClientRect();
  const rect = about ?? new DOMRect(view.clientWidth / 2, view.clientHeight / 3, 0, 0);
  const below = rect.bottom + GAP + box.height <= view.clientHeight;
  const top = below ? rect.bottom + GAP : Math.max(GAP, rect.top - GAP - box.height);
  const left = Math.min(Math.max(GAP, rect.left), Math.max(GAP, view.clientWidth - box.width - GAP));
  panel.style.top = `${top}px`;
  panel.style.left = `${left}px`;
}
