/**
 * The marks UI's panels, plain DOM (no framework in the page script): the colour bar beside a new
 * selection, a mark's menu (colours, note, remove), the one-line note box and the list of marks that
 * could not be placed. Each takes what it does as callbacks; ui.ts decides when each shows.
 */
import { t } from '../../../i18n/t';
import type { MarkColor } from '../../blocks';
import type { Mark } from '../../../model/highlights';
import { colorButtons } from './color-buttons';

type Make = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => HTMLElementTagNameMap[K];

const maker =
  (doc: Document): Make =>
  (tag, text) => {
    const element = doc.createElement(tag);
    if (text !== undefined) element.textContent = text;
    return element;
  };

function toolbar(doc: Document, label: string): HTMLElement {
  const bar = doc.createElement('div');
  bar.setAttribute('role', 'toolbar');
  bar.setAttribute('aria-label', label);
  return bar;
}

/** The bar next to a new selection: one click marks it in that colour. */
export function selectionBar(doc: Document, pick: (color: MarkColor) => void): HTMLElement {
  const bar = toolbar(doc, t('marks_bar'));
  bar.append(...colorButtons(doc, undefined, pick));
  // A press inside the bar must not take the page's selection away before the click lands.
  bar.addEventListener('mousedown', (event) => event.preventDefault());
  return bar;
}

export interface MarkMenuActions {
  color(color: MarkColor): void;
  note(): void;
  remove(): void;
}

/** A painted mark's menu: its colour (pressed), its note, and removing it. */
export function markMenu(doc: Document, mark: Mark, actions: MarkMenuActions): HTMLElement {
  const make = maker(doc);
  const menu = toolbar(doc, t('marks_menu'));
  const note = make('button', mark.note ? t('marks_editNote') : t('marks_addNote'));
  const remove = make('button', t('marks_remove'));
  for (const button of [note, remove]) {
    button.type = 'button';
    button.className = 'text';
  }
  remove.classList.add('danger');
  note.addEventListener('click', actions.note);
  remove.addEventListener('click', actions.remove);
  menu.append(...colorButtons(doc, mark.color, actions.color), note, remove);
  return menu;
}

/** The one-line note: Enter saves, Escape closes without saving. */
export function noteBox(doc: Document, note: string, save: (note: string) => void, close: () => void): HTMLElement {
  const make = maker(doc);
  const form = make('form');
  const input = make('input');
  input.type = 'text';
  input.value = note;
  input.setAttribute('aria-label', t('marks_note'));
  input.placeholder = t('marks_notePlaceholder');
  form.append(input);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    save(input.value);
  });
  input.addEventListener('keydown', (event) => {
    // Keys typed in the note are the note's, not the page's shortcuts.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  });
  return form;
}

/** "3 highlights could not be placed", with each one's text, oldest first. */
export function unplacedList(doc: Document, marks: readonly Mark[], close: () => void): HTMLElement {
  const make = maker(doc);
  const section = make('section');
  const heading = make('h2', marks.length === 1 ? t('marks_unplacedOne') : t('marks_unplacedMany', marks.length));
  heading.id = 'craft-marks-unplaced';
  section.setAttribute('aria-labelledby', heading.id);
  const list = make('ul');
  for (const mark of marks) list.append(make('li', quoteOf(mark)));
  const button = make('button', t('marks_close'));
  button.type = 'button';
  button.className = 'text';
  button.addEventListener('click', close);
  section.append(heading, list, button);
  return section;
}

const SHOWN = 160;

function quoteOf(mark: Mark): string {
  const quote = mark.selectors.find((s) => s.type === 'TextQuoteSelector');
  const text = quote && 'exact' in quote ? quote.exact.replace(/\s+/g, ' ').trim() : '';
  return text.length > SHOWN ? text.slice(0, SHOWN - 1) + '…' : text;
}
