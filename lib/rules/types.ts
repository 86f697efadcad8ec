/**
 * A rule: which pages it takes (one match) and what it sets for them (each setting optional: an unset
 * one keeps today's default). Plain JSON: rules live in storage (lib/storage/items.ts) and in rule
 * files. A rule never holds a connection's URL or key: destinations name documents, folders and
 * collections by id and title only.
 */
import type { CaptureMode, HeaderField } from '../model/types';

export type RuleMatch =
  /** The host is `domain` (or `www.` + it); with `subdomains`, any host ending in `.domain` too. */
  | { kind: 'site'; domain: string; subdomains: boolean }
  /** The URL starts with `prefix` (a prefix without a scheme is compared with the URL without one). */
  | { kind: 'prefix'; prefix: string }
  /** A regular expression tested against the URL (case-insensitive, see match.ts for the bounds). */
  | { kind: 'regex'; pattern: string }
  /** The page's JSON-LD has a node of this schema.org type or of one of its subtypes. */
  | { kind: 'schema'; type: string };

export type RuleDestination =
  | { kind: 'document'; id: string; title: string }
  /** A page block with this title in today's daily note, made by the first clip of the day. */
  | { kind: 'today-section'; title: string }
  | { kind: 'new-document'; folderId?: string; folderName?: string }
  | { kind: 'collection'; collectionId: string; name: string };

export interface Rule {
  id: string;
  /** What the popup shows ("Rule: Recipes"). */
  name: string;
  match: RuleMatch;
  destination?: RuleDestination;
  mode?: CaptureMode;
  format?: 'page' | 'inline';
  headerFields?: HeaderField[];
  /** e.g. "{title} ({site})": see title-pattern.ts for the fields. */
  titlePattern?: string;
  /** Each a pattern like the title's: "recipe", "{schema.recipeCuisine}". */
  tags?: string[];
  /** Collection property name → pattern. */
  properties?: Record<string, string>;
}
