/**
 * The page's rule, found on the first capture and set as the Clip view's starting state. A lazy chunk
 * (capture.ts imports it only when there are rules), and only on the default connection: a rule names
 * that connection's places. Its choices are set as if the user had picked them, so whatever the user
 * changes afterwards overrides it for this clip; "Don't use rule" sets it aside (rule-actions.ts).
 */
import type { CaptureResult } from '../../lib/capture/types';
import { clipTitle } from '../../lib/clip/compose';
import { t } from '../../lib/i18n/t';
import type { CaptureMode } from '../../lib/model/types';
import type { RulePick } from '../../lib/rules/apply';
import { rulePlace, startMode } from '../../lib/rules/choices';
import { ruleForCapture } from '../../lib/rules/for-capture';
import type { Rule } from '../../lib/rules/types';
import { wantedCollection } from './components/place-collections';
import {
  chooseDestination,
  connection,
  customTitle,
  destination,
  format,
  message,
  rules,
  sendQueued,
  view,
} from './model';
import { taken } from './rule-state';

/**
 * Sets the rule's choices: destination (a collection opens the Reading list view on it), format and
 * title. A Send pressed before the page was read was for the place then shown: if the rule moves the
 * clip, nothing goes anywhere and the user sees the new place. Returns the mode to read the page in,
 * when the rule wants another one than the capture used.
 */
export function applyRule(rule: Rule, pick: RulePick, capture: CaptureResult): CaptureMode | undefined {
  const before = JSON.stringify(destination.value);
  const place = rulePlace(rule.destination, pick.title ?? clipTitle(capture));
  if (rule.format) format.value = rule.format;
  if (pick.title) customTitle.value = pick.title;
  if (place.kind === 'clip') chooseDestination(place.destination);
  if (place.kind === 'collection') {
    wantedCollection.value = place.collectionId;
    view.value = 'list';
  }
  if (sendQueued.value && (place.kind === 'collection' || JSON.stringify(destination.value) !== before)) {
    sendQueued.value = false;
    message.value = t('popup_placeChanged');
  }
  const wanted = startMode(rule, capture.hasSelection);
  return wanted !== capture.requestedMode ? wanted : undefined;
}

/** The capture's rule: returns the mode to read the page in again, if the rule wants another. */
export function takeRule(capture: CaptureResult): CaptureMode | undefined {
  if (!connection.value?.isDefault) return undefined;
  const found = ruleForCapture(rules.value, capture);
  if (!found) return undefined;
  taken.value = { ...found, used: true };
  return applyRule(found.rule, found.pick, capture);
}
