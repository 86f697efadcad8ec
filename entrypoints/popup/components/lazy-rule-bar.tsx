/**
 * The page's rule line (rule-bar.tsx), loaded after the first paint like the reading-list parts: the
 * rule is known only once the page has been read, and its code stays out of the popup's first bundle.
 */
import { lazy } from '../../../components/lazy';
import { painted } from '../after-paint';

const RuleBar = lazy(() => import('./rule-bar').then((m) => m.RuleBar));

export function LazyRuleBar(props: { siteRule?: boolean }) {
  return painted.value ? <RuleBar {...props} /> : null;
}
