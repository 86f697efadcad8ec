/**
 * Selection mode: every selected range (see selection-ranges.ts) plus text selected in a form
 * field, gathered into one container, one block per range, each with its structural context.
 */
import { selectedFieldText } from './field-selection';
import { selectedCell, tableOf, tableOfCells } from './selection-cells';
import { contentsWithContext } from './selection-context';
import { selectedRanges } from './selection-ranges';

export interface PageSelection {
  ranges: Range[];
  /** Plain text selected inside an input or textarea. */
  fieldText?: string;
}

const MEDIA = 'img, picture, video, audio, svg, canvas, iframe';

/** `everyFrame`: see selectedRanges (true to clip the selection, false to say whether there is one). */
export function readSelection(doc: Document, win: Window, everyFrame = true): PageSelection {
  return { ranges: selectedRanges(doc, win, everyFrame), fieldText: selectedFieldText(doc) };
}

function rangeHasContent(range: Range): boolean {
  if (range.toString().trim()) return true;
  const common = range.commonAncestorContainer;
  const scope = common.nodeType === Node.ELEMENT_NODE ? (common as Element) : common.parentElement;
  if (scope?.matches(MEDIA) && range.intersectsNode(scope)) return true;
  return [...(scope?.querySelectorAll(MEDIA) ?? [])].some((el) => range.intersectsNode(el));
}

/** Whether anything worth clipping is selected: text, or an image or other media. */
export function hasContent(selection: PageSelection): boolean {
  return !!selection.fieldText?.trim() || selection.ranges.some(rangeHasContent);
}

/** Plain text as paragraphs: blank lines split paragraphs, single newlines become line breaks. */
function plainTextBlock(doc: Document, text: string): Element {
  const block = doc.createElement('div');
  for (const paragraph of text.split(/\n\s*\n/)) {
    if (!paragraph.trim()) continue;
    const p = doc.createElement('p');
    paragraph.split('\n').forEach((line, i) => {
      if (i > 0) p.append(doc.createElement('br'));
      p.append(doc.createTextNode(line));
    });
    block.append(p);
  }
  return block;
}

/**
 * The content of each range: its contents with context, except that runs of whole cells of one
 * table (Firefox cell selection) become one table.
 */
function rangeContents(ranges: Range[]): Node[] {
  const contents: Node[] = [];
  let cells: Element[] = [];
  const flush = () => {
    if (cells.length) contents.push(tableOfCells(cells));
    cells = [];
  };
  for (const range of ranges) {
    const cell = selectedCell(range);
    if (cell && (!cells.length || tableOf(cells[0]) === tableOf(cell))) {
      cells.push(cell);
      continue;
    }
    flush();
    if (cell) cells.push(cell);
    else contents.push(contentsWithContext(range));
  }
  flush();
  return contents;
}

/** One detached element holding everything selected, ready for the converter. */
export function selectionNode(doc: Document, selection: PageSelection): Element {
  const container = doc.createElement('div');
  for (const content of rangeContents(selection.ranges.filter(rangeHasContent))) {
    // One block per range, so separate ranges never run together into one paragraph.
    const block = doc.createElement('div');
    block.append(content);
    container.append(block);
  }
  if (selection.fieldText?.trim()) container.append(plainTextBlock(doc, selection.fieldText));
  return container;
}
