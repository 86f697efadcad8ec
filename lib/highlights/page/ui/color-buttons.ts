/** Craft's nine highlight colours as buttons (the bar's and a mark's menu), each named for screen readers. */
import { t, type MessageKey } from '../../../i18n/t';
import { MARK_COLORS, type MarkColor } from '../../blocks';
import { SWATCHES } from '../../paint';

const NAMES: Record<MarkColor, MessageKey> = {
  yellow: 'marks_colorYellow',
  green: 'marks_colorGreen',
  mint: 'marks_colorMint',
  cyan: 'marks_colorCyan',
  blue: 'marks_colorBlue',
  purple: 'marks_colorPurple',
  pink: 'marks_colorPink',
  red: 'marks_colorRed',
  gray: 'marks_colorGray',
};

/** The colour's name in the UI language. */
export function colorName(color: MarkColor): string {
  return t(NAMES[color]);
}

/** A button per colour; `current` is shown pressed. */
export function colorButtons(doc: Document, current: MarkColor | undefined, pick: (color: MarkColor) => void) {
  return MARK_COLORS.map((color) => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'swatch';
    button.style.background = SWATCHES[color];
    button.setAttribute('aria-label', colorName(color));
    button.title = colorName(color);
    if (current) button.setAttribute('aria-pressed', String(color === current));
    button.addEventListener('click', () => pick(color));
    return button;
  });
}
