/**
 * A new page in the panel: everything the popup's model (and its views) held about the last page is
 * dropped at once — its capture, preview, result, messages — so nothing stale stays on screen, then
 * the new page is read (the selection, else the article), as the popup reads its tab on opening.
 */
import { dropCapture, runCapture } from '../popup/capture';
import { forgetClipExtras } from '../popup/clip-extras';
import { forgetWhereSaved } from '../popup/components/saved-line';
import { forgetTaskPage } from '../popup/components/task-view';
import { forgetPageItem } from '../popup/reading-list';
import {
  captured,
  composed,
  customTitle,
  failure,
  markdown,
  message,
  notes,
  phase,
  progress,
  record,
  sendQueued,
  tabId,
  title,
} from '../popup/model';

export function forgetPage(nextTab: number | undefined): void {
  tabId.value = nextTab;
  captured.value = undefined;
  markdown.value = composed.value = title.value = '';
  customTitle.value = undefined;
  record.value = undefined;
  failure.value = undefined;
  message.value = undefined;
  notes.value = [];
  progress.value = undefined;
  sendQueued.value = false;
  forgetWhereSaved();
  forgetPageItem();
  forgetClipExtras();
  forgetTaskPage();
  if (nextTab === undefined) {
    dropCapture();
    phase.value = 'ready';
    return;
  }
  void runCapture('selection', 'article');
}
