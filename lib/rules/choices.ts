/**
 * A rule's picks as a clip's choices: where a clip goes (a rule's destination as the clip's
 * Destination, or the collection it names) and the capture mode to use when nothing is selected.
 * Plain data: the popup and the background share it.
 */
import type { CaptureMode, Destination } from '../model/types';
import type { Rule, RuleDestination } from './types';

/** Where a rule sends a clip: a place of the clip path, a collection (the item path), or the default. */
export type RulePlace =
  | { kind: 'clip'; destination: Destination }
  | { kind: 'collection'; collectionId: string; name: string }
  | { kind: 'default' };

/** The rule's destination for a clip titled `title` ("Today's note → section" is the clip path's daily section). */
export function rulePlace(destination: RuleDestination | undefined, title: string): RulePlace {
  switch (destination?.kind) {
    case 'document':
      return { kind: 'clip', destination: { kind: 'document', id: destination.id, title: destination.title } };
    case 'new-document':
      return {
        kind: 'clip',
        destination: {
          kind: 'new-document',
          title,
          ...(destination.folderId ? { folderId: destination.folderId } : {}),
          ...(destination.folderName ? { folderName: destination.folderName } : {}),
        },
      };
    case 'today-section':
      return { kind: 'clip', destination: { kind: 'daily-section', date: 'today', title: destination.title } };
    case 'collection':
      return { kind: 'collection', collectionId: destination.collectionId, name: destination.name };
    default:
      return { kind: 'default' };
  }
}

/**
 * The mode a clip starts in: the selection when there is one (as without rules), else the rule's mode,
 * else the article.
 */
export function startMode(rule: Pick<Rule, 'mode'> | undefined, hasSelection: boolean): CaptureMode {
  if (hasSelection) return 'selection';
  return rule?.mode && rule.mode !== 'selection' ? rule.mode : 'article';
}
