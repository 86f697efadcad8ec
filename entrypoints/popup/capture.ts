/**
 * Reading the page into the preview, and the user's edits to it: the title, the markdown source,
 * and mode or format switches, which rebuild the preview and so ask first when it holds edits.
 */
import { signal } from '@preact/signals';
import { composeClip } from '../../lib/clip/compose';
import { unwrapPage } from '../../lib/clip/page-wrapper';
import { captureTab } from '../../lib/browser/capture-tab';
import { wrapAsPage } from '../../lib/convert/wrap';
import { t } from '../../lib/i18n/t';
import type { CaptureResult } from '../../lib/capture/types';
import type { CaptureMode, ClipSettings } from '../../lib/model/types';
import {
  captured,
  connection,
  composed,
  customTitle,
  destination,
  edited,
  fail,
  findTab,
  format,
  onNestingChange,
  markdown,
  message,
  mode,
  notes,
  phase,
  rules,
  sendQueued,
  settings,
  tabId,
  title,
} from './model';
import { clipExtras } from './clip-extras';
import { ruleCompose } from './rule-state';
import { send } from './send';

/** A switch that would replace the user's edits, waiting for their answer. */
export const pendingChange = signal<{ mode: CaptureMode } | { format: ClipSettings['format'] } | undefined>(undefined);

/**
 * Reads the page, preferring the selection when there is one; without one the page reads the
 * article in the same call (Readability runs only then). `tab` may be looked up, and capture.js
 * injected into it (`injected`, lib/browser/capture-tab.ts), while storage loads.
 */
export async function startCapture(
  tab: Promise<number | undefined> = findTab(),
  injected?: Promise<void>,
): Promise<void> {
  if (phase.value === 'no-connection') return;
  tabId.value = await tab;
  await runCapture('selection', 'article', injected);
}

// A destination that flips whether the clip is nested in a page (a new document holds it directly)
// changes the preview's shape: rebuild it, unless the user has edited it.
onNestingChange(() => {
  if (!edited.value) recompose();
});

/** Counts captures, so that only the latest one started fills the preview (a mode switch mid-read). */
let latestCapture = 0;
/** The page's rule is looked for once, on the first capture (rule-take.ts). */
let ruleDecided = false;

/** A capture under way fills nothing any more (the side panel moved to another page). */
export function dropCapture(): void {
  latestCapture++;
}

export async function runCapture(
  wanted: CaptureMode,
  fallback?: CaptureMode,
  injected?: Promise<void>,
): Promise<CaptureResult | undefined> {
  const run = ++latestCapture;
  mode.value = wanted;
  if (tabId.value === undefined) {
    fail(t('clip_noTab'));
    return undefined;
  }
  phase.value = 'capturing';
  // Marks for `npm run bench`: where the time to a filled preview goes (the capture round trip).
  performance.mark('popup-capture-start');
  const result = await captureTab(
    tabId.value,
    { mode: wanted, keepImages: settings.value.keepImages },
    fallback,
    injected,
  );
  performance.mark('popup-capture-end');
  if (run !== latestCapture) return undefined;
  if (!result.ok) {
    fail(result.error);
    return undefined;
  }
  captured.value = result.value;
  notes.value = result.value.notes;
  mode.value = result.value.mode;
  // The page's rule, on the first capture: its choices become the view's; another mode reads it again.
  if (!ruleDecided) {
    ruleDecided = true;
    const ruleMode = rules.value.length ? (await import('./rule-take')).takeRule(result.value) : undefined;
    if (run !== latestCapture) return undefined;
    if (ruleMode) return runCapture(ruleMode);
  }
  recompose();
  phase.value = 'ready';
  if (sendQueued.value) {
    // The press was for this clip: send what the preview now shows. An empty clip (nothing selected)
    // sends nothing; its note says why.
    sendQueued.value = false;
    await send();
  }
  return result.value;
}

/** The page title inside a page-format clip, replaced; inline clips carry no title. */
function retitled(text: string, newTitle: string): string {
  const page = unwrapPage(text);
  return page ? wrapAsPage(newTitle, page.body) : text;
}

/** The clip as composed from the capture and the choices on screen, the typed title kept; undefined before a capture. */
export function composeNow(): { markdown: string; title: string } | undefined {
  const capture = captured.value;
  if (!capture) return undefined;
  if (!capture.markdown.trim()) return { markdown: '', title: customTitle.value ?? capture.metadata.title };
  const clip = composeClip(
    capture,
    { ...settings.value, ...ruleCompose(), ...clipExtras(), format: format.value },
    new Date(),
    destination.value,
    connection.value?.timezone,
  );
  const wanted = customTitle.value;
  return { markdown: wanted ? retitled(clip.markdown, wanted) : clip.markdown, title: wanted ?? clip.title };
}

/** Rebuilds the preview from the capture (mode or format switch). Edits to the markdown are replaced; a typed title stays. */
export function recompose(): void {
  const clip = composeNow();
  if (!clip) return;
  composed.value = markdown.value = clip.markdown;
  title.value = clip.title;
}

/** A mode switch; with edits in the preview it waits for the user's yes (confirmChange). */
export function requestMode(next: CaptureMode): void {
  if (edited.value) pendingChange.value = { mode: next };
  else switchMode(next);
}

/** A message of the last mode stays no longer; the first capture keeps one `load` left (a place that changed). */
function switchMode(next: CaptureMode): void {
  message.value = undefined;
  void runCapture(next);
}

export function requestFormat(next: ClipSettings['format']): void {
  if (edited.value) pendingChange.value = { format: next };
  else applyFormat(next);
}

function applyFormat(next: ClipSettings['format']): void {
  format.value = next;
  recompose();
}

export function confirmChange(): void {
  const change = pendingChange.value;
  pendingChange.value = undefined;
  if (!change) return;
  if ('mode' in change) switchMode(change.mode);
  else applyFormat(change.format);
}

export function keepEdits(): void {
  pendingChange.value = undefined;
}

/** The title field: renames the nested page in the preview too, without counting as an edit of it. */
export function setTitle(text: string): void {
  title.value = text;
  customTitle.value = text;
  const clean = text.trim();
  if (!clean) return;
  const wasEdited = edited.value;
  markdown.value = retitled(markdown.value, clean);
  if (!wasEdited) composed.value = markdown.value;
  else composed.value = retitled(composed.value, clean);
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"' };

/** Page text as the converter escaped it → what a person reads (for the title field). */
export function unescapeText(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1').replace(/&(?:lt|gt|amp|quot);/g, (e) => ENTITIES[e]!);
}

/** The source view: the markdown as typed; a renamed page there renames the title field too. */
export function setSource(text: string): void {
  markdown.value = text;
  const page = unwrapPage(text);
  if (!page) return;
  const typed = unescapeText(page.title);
  if (typed !== title.value.trim()) {
    title.value = typed;
    customTitle.value = typed;
  }
}
