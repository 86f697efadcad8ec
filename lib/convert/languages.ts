// Code languages: finding the page's language name, and mapping it onto Craft's code-block enum.
import { classTokens } from './dom';

interface Languages {
  craft: Set<string>;
  /** Page names for Craft's languages. */
  aliases: Record<string, string>;
}

let languages: Languages | undefined;

/** Built on first use: only pages with code blocks need the tables, not every injection. */
function craftLanguages(): Languages {
  return (languages ??= {
    /** Craft's code block languages (multi-document spec; workspace connections add `mermaid`). */
    craft: new Set([
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
    ]),
    aliases: {
      js: 'javascript',
      jsx: 'javascript',
      mjs: 'javascript',
      cjs: 'javascript',
      node: 'javascript',
      ecmascript: 'javascript',
      ts: 'typescript',
      tsx: 'typescript',
      mts: 'typescript',
      py: 'python',
      py3: 'python',
      python3: 'python',
      ipython: 'python',
      gyp: 'python',
      sh: 'shell',
      zsh: 'shell',
      console: 'shell',
      'shell-session': 'shell',
      shellsession: 'shell',
      terminal: 'shell',
      fish: 'shell',
      ksh: 'shell',
      powershell: 'shell',
      ps1: 'shell',
      bat: 'shell',
      c: 'cpp',
      'c++': 'cpp',
      cc: 'cpp',
      cxx: 'cpp',
      h: 'cpp',
      hpp: 'cpp',
      hxx: 'cpp',
      arduino: 'cpp',
      'c#': 'cs',
      csharp: 'cs',
      dotnet: 'cs',
      yml: 'yaml',
      objc: 'objectivec',
      'objective-c': 'objectivec',
      'obj-c': 'objectivec',
      golang: 'go',
      rb: 'ruby',
      rs: 'rust',
      kt: 'kotlin',
      kts: 'kotlin',
      pl: 'perl',
      pm: 'perl',
      hs: 'haskell',
      jl: 'julia',
      m: 'matlab',
      octave: 'matlab',
      gradle: 'groovy',
      docker: 'dockerfile',
      md: 'markdown',
      mdx: 'markdown',
      htm: 'html',
      xhtml: 'html',
      vue: 'html',
      svelte: 'html',
      svg: 'xml',
      xsl: 'xml',
      xslt: 'xml',
      plist: 'xml',
      rss: 'xml',
      json5: 'json',
      jsonc: 'json',
      jsonl: 'json',
      scss: 'css',
      sass: 'css',
      less: 'css',
      postcss: 'css',
      mysql: 'sql',
      pgsql: 'sql',
      postgres: 'sql',
      postgresql: 'sql',
      plsql: 'sql',
      sqlite: 'sql',
      tsql: 'sql',
      vb: 'vbnet',
      'vb.net': 'vbnet',
      text: 'plaintext',
      txt: 'plaintext',
      plain: 'plaintext',
      none: 'plaintext',
      math: 'math_formula',
      latex_math: 'math_formula',
      sc: 'scala',
      adb: 'ada',
      ads: 'ada',
      'text-html': 'html',
      'source-js': 'javascript',
    },
  });
}

/** Maps a page's language name onto Craft's enum; undefined when Craft has no such language. */
export function toCraftLanguage(raw: string | null | undefined, allowMermaid = false): string | undefined {
  if (!raw) return undefined;
  const name = raw
    .trim()
    .toLowerCase()
    .replace(/^(language|lang)-/, '');
  if (name === 'mermaid') return allowMermaid ? 'mermaid' : undefined;
  const { craft, aliases } = craftLanguages();
  return craft.has(name) ? name : aliases[name];
}

/** Class markers that say "the other class tokens on this element include a language name". */
const HIGHLIGHTER = new Set(['hljs', 'highlight', 'sourceCode', 'prettyprint', 'code', 'syntax', 'syntaxhighlighter']);

/**
 * The language named by a code element or its wrappers: `data-lang`/`data-language` (Monaco's
 * `data-mode-id`), `language-x`,
 * `lang-x`, GitHub's `highlight-source-x`, SyntaxHighlighter's `brush: x`, or a bare known name next
 * to a highlighter class (hljs v9 `hljs python`, Pandoc `sourceCode python`).
 */
export function findLanguage(elements: Array<Element | null | undefined>): string | undefined {
  for (const el of elements) {
    if (!el) continue;
    const attr = el.getAttribute('data-lang') ?? el.getAttribute('data-language') ?? el.getAttribute('data-mode-id');
    if (attr) return attr;
    const tokens = classTokens(el);
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      const m = /^(?:language|lang)-(.+)$/.exec(t) ?? /^highlight-(?:(?:source|text)-)?([^-]+)/.exec(t);
      if (m) return m[1];
      if (t === 'brush:' && tokens[i + 1]) return tokens[i + 1].replace(/;$/, '');
    }
    if (tokens.some((t) => HIGHLIGHTER.has(t))) {
      const known = tokens.find((t) => !HIGHLIGHTER.has(t) && toCraftLanguage(t, true));
      if (known) return known;
    }
  }
  return undefined;
}

/** The code element, the block itself and two wrapper levels (div.highlight-source-js > pre). */
export function languageCandidates(block: Element): Element[] {
  const out: Element[] = [];
  const code = block.firstElementChild;
  if (code && code.localName === 'code') out.push(code);
  out.push(block);
  let p = block.parentElement;
  for (let i = 0; p && i < 2; i++, p = p.parentElement) out.push(p);
  return out;
}
