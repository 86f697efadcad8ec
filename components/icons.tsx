/**
 * The icon set: inline SVG line icons drawn for this extension (24 px grid, 1.75 px stroke in
 * currentColor), so they follow the text colour in light and dark and cost no request. Decorative:
 * the control they sit in carries the words.
 */

/** A circle as path data, so every icon is a single `d` string. */
const o = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

const PATHS = {
  selection: 'M4 5h16M4 19h9M3 9.5h13v5H3zM19 9v6',
  article: 'M6 3h8.5L19 7.5V21H6zM14 3v5h5M9 12h7M9 16h7',
  page: `${o(12, 12, 9)}M3 12h18M12 3c3.2 3.6 3.2 14.4 0 18M12 3c-3.2 3.6-3.2 14.4 0 18`,
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2',
  calendar: 'M4 5h16v16H4zM4 10h16M8.5 3v4M15.5 3v4',
  document: 'M6 3h8.5L19 7.5V21H6zM14 3v5h5',
  newDocument: 'M6 3h8.5L19 7.5V21H6zM14 3v5h5M12.5 11v7M9 14.5h7',
  folder: 'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z',
  search: `${o(11, 11, 6.5)}M20 20l-4.4-4.4`,
  recent: `${o(12, 12, 9)}M12 7v5l3.2 2`,
  send: 'M4 11.5L20 4l-6.5 16-2.8-6.7zM10.7 13.3L20 4',
  copy: 'M9 9h11v11H9zM15 9V5.5A1.5 1.5 0 0 0 13.5 4h-8A1.5 1.5 0 0 0 4 5.5v8A1.5 1.5 0 0 0 5.5 15H9',
  camera: `M3.5 8h3.5l2-3h6l2 3h3.5v11.5h-17z${o(12, 13.5, 3.5)}`,
  settings: `M4 7h9M19 7h1M4 17h3M13 17h7${o(16, 7, 2.5)}${o(10, 17, 2.5)}`,
  check: 'M5 12.5l4.5 4.5L19 7',
  close: 'M6 6l12 12M18 6L6 18',
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H10',
  open: 'M14 4h6v6M20 4l-9 9M18 14v5.5a.5.5 0 0 1-.5.5h-13a.5.5 0 0 1-.5-.5v-13a.5.5 0 0 1 .5-.5H10',
  task: 'M4 4h16v16H4zM8 12.5l3 3 5-6',
  clip: 'M12 4v11M7 10l5 5 5-5M4 20h16',
  chevron: 'M6 9l6 6 6-6',
  eye: `M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z${o(12, 12, 3)}`,
  code: 'M9 7l-5 5 5 5M15 7l5 5-5 5',
  alert: 'M12 4l9 16H3zM12 10v4.5M12 17.2v.1',
  info: `${o(12, 12, 9)}M12 11v5.5M12 7.8v.1`,
  inbox: 'M3 13.5L6 5h12l3 8.5V19H3zM3 13.5h5.5l1.5 2.5h4l1.5-2.5H21',
  trash: 'M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13',
  up: 'M12 19V5M6 11l6-6 6 6',
  down: 'M12 5v14M6 13l6 6 6-6',
  plus: 'M12 5v14M5 12h14',
  retry: 'M20 12a8 8 0 1 1-2.4-5.7M20 4v5h-5',
  image: `M3.5 5h17v14h-17zM3.5 16l5-5 4 4 3-3 5 5${o(15.5, 9, 1.5)}`,
  key: `${o(8, 15.5, 4)}M11 12.5l9-9M16.5 7l2.5 2.5`,
  collection: 'M4 5h16v14H4zM4 9.5h16M4 14h16M9.5 9.5V19',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z',
  paste: 'M9 4h6v3H9zM15 5.5h3.5V21h-13V5.5H9M9 13h6M9 17h4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg
      class="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="1.75"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** The extension's mark: a rounded tile in the accent colour holding a clip arrow. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg class="icon logo" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" style={{ fill: 'var(--accent)' }} />
      <path
        d="M20.5 10.5a7 7 0 1 0 0 11M16 12v8M12.5 16.5L16 20l3.5-3.5"
        fill="none"
        style={{ stroke: 'var(--on-accent)' }}
        stroke-width="2.2"
        stroke-linecap="round"
        stroke-linejoin="round"
      />
    </svg>
  );
}
