/**
 * Web platform and extension APIs newer than Chrome 100 that our bundles might use, with the
 * Chrome version that shipped each (MDN / Chrome Platform Status). packages.test.ts derives the
 * package's minimum_chrome_version from the ones the built code calls. Add a row when the code
 * starts using something newer; property names survive minification, so a plain pattern finds them.
 */
export interface Feature {
  name: string;
  pattern: RegExp;
  chrome: number;
}

export const FEATURES: Feature[] = [
  { name: 'storage.session', pattern: /\.storage\.session\b/, chrome: 102 },
  { name: 'AbortSignal.timeout', pattern: /AbortSignal\.timeout\(/, chrome: 103 },
  { name: 'offscreen', pattern: /\.offscreen\.createDocument\(/, chrome: 109 },
  { name: 'Array.prototype.toSorted', pattern: /\.toSorted\(/, chrome: 110 },
  { name: 'String.prototype.isWellFormed', pattern: /\.(isWellFormed|toWellFormed)\(/, chrome: 111 },
  { name: 'sidePanel', pattern: /\.sidePanel\./, chrome: 114 },
  { name: 'AbortSignal.any', pattern: /AbortSignal\.any\(/, chrome: 116 },
  { name: 'runtime.getContexts', pattern: /\.runtime\.getContexts\(/, chrome: 116 },
  { name: 'Object.groupBy', pattern: /\b(Object|Map)\.groupBy\(/, chrome: 117 },
  { name: 'Promise.withResolvers', pattern: /Promise\.withResolvers\(/, chrome: 119 },
  { name: 'URL.canParse', pattern: /URL\.canParse\(/, chrome: 120 },
  { name: 'Array.fromAsync', pattern: /Array\.fromAsync\(/, chrome: 121 },
  { name: 'Set methods', pattern: /\.(symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom)\(/, chrome: 122 },
  { name: 'URL.parse', pattern: /URL\.parse\(/, chrome: 126 },
  { name: 'Promise.try', pattern: /Promise\.try\(/, chrome: 128 },
  { name: 'scheduler.yield', pattern: /scheduler\.yield\(/, chrome: 129 },
  { name: 'Error.isError', pattern: /Error\.isError\(/, chrome: 134 },
  { name: 'RegExp.escape', pattern: /RegExp\.escape\(/, chrome: 136 },
];

/** Manifest V3 with optional_host_permissions: below this, nothing in the table matters. */
const BASELINE = 102;

export function featuresUsed(code: string): Feature[] {
  return FEATURES.filter((f) => f.pattern.test(code));
}

export function minimumChromeFor(used: Feature[]): number {
  return Math.max(BASELINE, ...used.map((f) => f.chrome));
}
