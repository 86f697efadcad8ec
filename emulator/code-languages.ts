/** Code block languages the API accepts (the spec's enum plus mermaid, which the space API adds). */
export const CODE_LANGUAGES = [
  'ada',
  'bash',
  'cpp',
  'cs',
  'css',
  'dart',
  'dockerfile',
  'matlab',
  'go',
  'groovy',
  'haskell',
  'html',
  'java',
  'javascript',
  'json',
  'julia',
  'kotlin',
  'lua',
  'markdown',
  'objectivec',
  'perl',
  'php',
  'prolog',
  'plaintext',
  'python',
  'r',
  'ruby',
  'rust',
  'scala',
  'shell',
  'sql',
  'swift',
  'typescript',
  'vbnet',
  'xml',
  'yaml',
  'math_formula',
  'other',
  'mermaid',
] as const;

const ALIASES: Record<string, string> = {
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  sh: 'shell',
  zsh: 'shell',
  console: 'shell',
  yml: 'yaml',
  md: 'markdown',
  'c++': 'cpp',
  c: 'cpp',
  csharp: 'cs',
  'c#': 'cs',
  objc: 'objectivec',
  'objective-c': 'objectivec',
  text: 'plaintext',
  txt: 'plaintext',
  plain: 'plaintext',
  rb: 'ruby',
  rs: 'rust',
  kt: 'kotlin',
  golang: 'go',
  docker: 'dockerfile',
  htm: 'html',
  svg: 'xml',
  math: 'math_formula',
  latex: 'math_formula',
  tex: 'math_formula',
  vb: 'vbnet',
  hs: 'haskell',
  pl: 'perl',
};

/**
 * Maps a fence info string to a Craft language. A fence without a language becomes plaintext; a language
 * Craft does not know becomes `other` — the defensive choice, since the real mapping is not documented.
 */
export function toCodeLanguage(info: string): string {
  const name = info.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!name) return 'plaintext';
  if ((CODE_LANGUAGES as readonly string[]).includes(name)) return name;
  return ALIASES[name] ?? 'other';
}
