// The real pages anchoring is tested on: the Readability corpus and a sample of trafilatura's
// (tests/corpus/*/README.md), each decoded by its own `<meta charset>` and parsed by the DOM of the
// unit tests (happy-dom), scripts and styles left in (root.textContent counts them, as on a live page).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CORPUS = join(__dirname, '../../../corpus');

export interface CorpusPage {
  name: string;
  html: string;
}

/**
 * The trafilatura pages anchoring runs on: 20 of the 106, under 160 KB each, every fourth by size, so the
 * test stays within a few minutes on two cores (the whole set is the corpus suite's: tests/e2e).
 */
const TRAFILATURA_SAMPLE = new Set([
  'blog.python.org',
  'cdu-fraktion-erfurt.de.waldorfschule',
  'changelog.blog.zwischenbilanz',
  'creativecommons.at.faircoin',
  'de.creativecommons.org.endlich',
  'franceculture.fr.idees',
  'gregoryszorc.com.python3',
  'incurvy.de.wellness',
  'landwirt.com.sensortechnik',
  'laviedesidees.fr.evaluation',
  'love-hina.ch.0409',
  'nationalgeographic.co.uk.goats',
  'nature.com.telescope',
  'pluralsight.com.python',
  'rnz.de.witzel',
  'rs-ingenieure.de.tragwerksplanung',
  'shingon-reiki.de.schamanismus',
  'stuttgart.de',
  'threatpost.com.android',
  'toralin.de.schmierfett',
]);

export function corpusPages(): CorpusPage[] {
  return ['readability', 'trafilatura'].flatMap((set) =>
    readdirSync(join(CORPUS, set), { withFileTypes: true })
      .filter((d) => d.isDirectory() && (set !== 'trafilatura' || TRAFILATURA_SAMPLE.has(d.name)))
      .map((d) => d.name)
      .sort()
      .map((name) => ({ name: `${set}/${name}`, html: decode(readFileSync(join(CORPUS, set, name, 'source.html'))) })),
  );
}

function decode(bytes: Buffer): string {
  const head = bytes.subarray(0, 4096).toString('latin1');
  const charset = /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * The page's body, moved into the test's own document: happy-dom 21 compares range boundaries in a
 * DOMParser document wrongly (setEnd after setStart collapses the range), so ranges are made in `document`.
 */
export function parse(html: string): Document {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // Stylesheet links hold no text; happy-dom would try (and loudly fail) to load them.
  for (const link of body.querySelectorAll('link')) link.remove();
  document.body.replaceWith(document.adoptNode(body));
  return document;
}
