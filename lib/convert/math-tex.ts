// MathML → TeX: the annotation or alttext when the page has one, else a best-effort linearisation.
import { linearise } from './mathml-tex';

/** TeX for a `<math>` element. */
export function mathmlToTex(math: Element): string {
  const annotations = math.getElementsByTagName('annotation');
  for (let i = 0; i < annotations.length; i++) {
    const a = annotations[i];
    if (/tex/i.test(a.getAttribute('encoding') ?? '')) return a.textContent ?? '';
  }
  const alt = math.getAttribute('alttext');
  if (alt) return alt;
  return linearise(math);
}
