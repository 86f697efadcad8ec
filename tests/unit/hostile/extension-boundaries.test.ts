// Conventions that keep pages out of the extension, checked on the source like refined-github's
// build/features.test.ts: every message listener goes through the sender guard, and nothing is
// rendered as raw HTML in the extension's UI.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  const abs = join(ROOT, dir);
  return readdirSync(abs).flatMap((name) => {
    const path = join(abs, name);
    if (statSync(path).isDirectory()) return sourceFiles(relative(ROOT, path));
    return /\.(ts|tsx)$/.test(name) ? [relative(ROOT, path)] : [];
  });
}

const UI_AND_LOGIC = ['entrypoints', 'components', 'lib'].flatMap((d) => {
  try {
    return sourceFiles(d);
  } catch {
    return []; // components/ may not exist yet
  }
});

/** Source without comments, so prose that names an API does not count as a use. */
function code(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/**
 * Direct listeners allowed, each with its reason. The outbox's wake-up listener reads nothing from
 * the message and answers nothing; it only starts a delivery round of jobs already in storage.
 */
const DIRECT_LISTENERS_ALLOWED: Record<string, string> = {
  'lib/messaging/trusted.ts': 'defines the guard',
  'entrypoints/background/outbox.ts': 'wake-up only: ignores the message, replies nothing',
};

describe('message listeners', () => {
  it('scans the real source tree', () => {
    expect(UI_AND_LOGIC).toContain('entrypoints/background/on-message.ts');
    expect(UI_AND_LOGIC.length).toBeGreaterThan(50);
  });

  it.each(UI_AND_LOGIC)('%s registers listeners only through onTrustedMessage', (file) => {
    const text = code(file);
    const direct = [
      ...(text.match(/\bonMessage\s*\(/g) ?? []),
      ...(text.match(/runtime\s*\.\s*onMessage\b/g) ?? []),
      ...(text.match(/\.onMessageExternal\b|\.onConnect(?:External)?\b|\.onUserScriptMessage\b/g) ?? []),
    ];
    if (DIRECT_LISTENERS_ALLOWED[file]) return;
    expect(direct).toEqual([]);
  });

  it('nothing listens for messages from other extensions or web pages', () => {
    const offenders = UI_AND_LOGIC.filter((f) =>
      /onMessageExternal|onConnectExternal|externally_connectable/.test(code(f)),
    );
    expect(offenders).toEqual([]);
  });
});

describe('no raw HTML in the extension UI', () => {
  const uiFiles = UI_AND_LOGIC.filter((f) => f.startsWith('entrypoints/') || f.startsWith('components/'));

  it.each(uiFiles)('%s renders text, not HTML', (file) => {
    const text = code(file);
    expect(text).not.toMatch(
      /dangerouslySetInnerHTML|\.innerHTML\s*[+]?=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\s*\(|createContextualFragment/,
    );
  });
});

/** The argument text of every `console.*(…)` call, up to its matching parenthesis. */
function consoleArguments(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/console\.\w+\(/g)) {
    let depth = 1;
    let i = match.index + match[0].length;
    const start = i;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
    }
    out.push(text.slice(start, i - 1));
  }
  return out;
}

describe('secrets stay local and out of logs', () => {
  it.each(UI_AND_LOGIC)('%s never uses sync storage', (file) => {
    expect(code(file)).not.toMatch(/['"`]sync:|storage\s*\.\s*sync\b/);
  });

  it.each(UI_AND_LOGIC)('%s logs only redacted text', (file) => {
    // Every console call passes string literals and redacted messages only: an error object or a
    // connection could print the URL or key.
    for (const args of consoleArguments(code(file))) {
      const call = `console(${args})`;
      const rest = args
        .replace(/'[^']*'|"[^"]*"|`[^`$]*`/g, '')
        .replace(/redacted(?:Message|Secrets)?\([^)]*\)|redactSecrets\([^)]*\)/g, '');
      expect(rest.replace(/[\s,]/g, ''), call).toBe('');
    }
  });
});
