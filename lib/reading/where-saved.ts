/**
 * Where a page is saved, asked of a list of providers: the clip history's index today, a
 * collection lookup (issue 16 part A) later. A provider answers for one normalised URL; `onLoad`
 * providers cost no request (a storage read) and are also asked when any tab finishes loading,
 * the others only when the popup opens. A provider that fails or takes longer than `PROVIDER_MS`
 * is left out: the line is a hint and must never hold the popup up.
 */
import { normalizeUrl } from './normalize-url';
import type { SavedPlace } from './saved-index';

export interface WhereSavedProvider {
  id: string;
  /** True when asking costs no request: it may run on every page load. */
  onLoad: boolean;
  find(key: string, url: string): Promise<SavedPlace[]>;
}

export const PROVIDER_MS = 1500;

function bounded<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/** Every place `url` is saved in, newest first; [] for a URL that cannot be matched (not http(s)). */
export async function whereSaved(
  url: string,
  providers: WhereSavedProvider[],
  ms = PROVIDER_MS,
): Promise<SavedPlace[]> {
  const key = normalizeUrl(url);
  if (!key) return [];
  const answers = await Promise.all(providers.map((p) => bounded(p.find(key, url), ms, [] as SavedPlace[])));
  return answers.flat().sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
