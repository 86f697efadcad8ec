/**
 * The six UI languages stay complete and the UI stays translatable:
 * - every locale has exactly the English keys, none empty, with the same `$1`…`$9` substitutions;
 * - every key is used somewhere in the extension's code (or manifest);
 * - the popup, options and welcome pages and the shared components hold no hard-coded UI text:
 *   no words in JSX text, in user-facing attributes, or as sentences in string literals (read with
 *   the TypeScript parser, so comments and imports never count);
 * - neither do the texts the background produces (menu titles, notifications, the badge's title, the
 *   errors it answers with) nor anything in lib/: its notes, labels, refusals and thrown messages reach
 *   the popup, notifications and the outbox's stored reasons. Text for developers — `console.*(…)`, and
 *   `new Error(…)` outside lib/ — is not UI; in lib/ a thrown Error's message is shown (the outbox stores
 *   it as the item's reason), so lib throws TextError with a message key (lib/i18n/ui-text.ts) instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const LOCALES_DIR = join(ROOT, 'public/_locales');
const LOCALES = ['de', 'en', 'es', 'fr', 'ja', 'zh_CN'];
const UI_DIRS = [
  'components',
  'entrypoints/popup',
  'entrypoints/options',
  'entrypoints/welcome',
  'entrypoints/sidepanel',
];
const CODE_DIRS = ['components', 'entrypoints', 'lib'];
/** The background and lib/: what they write is shown by the popup, a notification or the outbox list. */
const BACKGROUND_TEXT = ['entrypoints/background', 'lib'];

type Messages = Record<string, { message: string }>;
const read = (locale: string): Messages => JSON.parse(readFileSync(join(LOCALES_DIR, locale, 'messages.json'), 'utf8'));
const en = read('en');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

const substitutions = (text: string) => [...new Set(text.match(/\$\d/g) ?? [])].sort();

describe('locales', () => {
  it('are the six UI languages', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual(LOCALES);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English key and no other', (locale) => {
    const keys = Object.keys(read(locale));
    expect(
      Object.keys(en).filter((k) => !keys.includes(k)),
      'missing',
    ).toEqual([]);
    expect(
      keys.filter((k) => !(k in en)),
      'not in English',
    ).toEqual([]);
  });

  it.each(LOCALES)('%s: no empty message, the same substitutions as English, no stray dollar sign', (locale) => {
    for (const [key, { message }] of Object.entries(read(locale))) {
      expect(message.trim(), key).not.toBe('');
      expect(substitutions(message), key).toEqual(substitutions(en[key]?.message ?? ''));
      expect(message.replace(/\$\$|\$\d/g, ''), key).not.toContain('$');
    }
  });

  it('every English key is used by the code or the manifest', () => {
    const code = [...CODE_DIRS.flatMap((d) => files(join(ROOT, d), /\.tsx?$/)), join(ROOT, 'wxt.config.ts')]
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unused = Object.keys(en).filter((key) => !code.includes(`'${key}'`) && !code.includes(`__MSG_${key}__`));
    expect(unused).toEqual([]);
  });
});

/** Attributes a person reads or hears. */
const UI_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'placeholder',
  'title',
  'alt',
  'label',
  'question',
  'confirm',
  'cancel',
]);
const LETTER = /\p{L}/u;
/** Two words and a capital start or an end mark: a sentence, not a class name, key or selector. */
const PROSE = (text: string) =>
  /\p{L}{2,}[\s,.!?…:'’]+\p{L}/u.test(text) && (/^\p{Lu}/u.test(text) || /[.!?…:]$/.test(text));
const URL_LIKE = /^[a-z]+:\/\//;

/** `console.log(…)`, or `new Error(…)` where errors are not shown: what it says is for developers. */
function forDevelopers(node: ts.Node, errorsShown: boolean): boolean {
  if (ts.isNewExpression(node))
    return !errorsShown && ts.isIdentifier(node.expression) && node.expression.text === 'Error';
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === 'console'
  );
}

/** In lib/ a thrown message is shown: the outbox stores it as the item's reason (see the header). */
const errorsShownIn = (fileName: string) => fileName.startsWith('lib/');

function hardCodedText(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) ||
      ts.isExportDeclaration(node) ||
      ts.isLiteralTypeNode(node) ||
      forDevelopers(node, errorsShownIn(fileName))
    )
      return;
    if (ts.isJsxText(node) && LETTER.test(node.text) && !URL_LIKE.test(node.text.trim()))
      found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) {
        if (UI_ATTRIBUTES.has(name) && LETTER.test(value.text) && !URL_LIKE.test(value.text))
          found.push(`${where(node)} ${name}="${value.text}"`);
        return; // other attributes: class names, ids, shortcuts
      }
    }
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      PROSE(node.text.trim()) &&
      !URL_LIKE.test(node.text)
    ) {
      found.push(`${where(node)} "${node.text}"`);
    }
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ').trim();
      if (PROSE(parts)) found.push(`${where(node)} \`${parts}\``);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no hard-coded UI text', () => {
  it('catches words in JSX, in user-facing attributes and in sentences (the check can fail)', () => {
    const sample = `const a = <p>Hello</p>; const b = <b aria-label="Close it" />; const c = 'Something went wrong.';
      const ok = <i class="send-bar button" data-x="a b" aria-keyshortcuts="Control+Enter Meta+Enter">{t('x')} ✦ {'⌘↵'}</i>;
      const url = <input placeholder="https://connect.craft.do/links/…/api/v1" />; import x from 'A module path';`;
    expect(hardCodedText(sample, 'sample.tsx')).toEqual([
      'sample.tsx:1 text "Hello"',
      'sample.tsx:1 aria-label="Close it"',
      'sample.tsx:1 "Something went wrong."',
    ]);
  });

  it('in the popup, the options and welcome pages and the shared components', () => {
    const found = UI_DIRS.flatMap((d) => files(join(ROOT, d), /\.tsx?$/)).flatMap((f) =>
      hardCodedText(readFileSync(f, 'utf8'), relative(ROOT, f)),
    );
    expect(found).toEqual([]);
  });

  it('in what the background shows or answers, and in every text lib/ makes', () => {
    const found = BACKGROUND_TEXT.flatMap((p) =>
      statSync(join(ROOT, p)).isDirectory() ? files(join(ROOT, p), /\.ts$/) : [join(ROOT, p)],
    ).flatMap((f) => hardCodedText(readFileSync(f, 'utf8'), relative(ROOT, f)));
    expect(found).toEqual([]);
  });

  it('but not in text for developers (the check can fail outside it)', () => {
    const sample = `console.warn('outbox: delivery round failed:', e); throw new Error('The outbox is not started.');
      const title = \`Clip \${what} to today's daily note\`;`;
    expect(hardCodedText(sample, 'sample.ts')).toEqual(["sample.ts:2 `Clip   to today's daily note`"]);
  });

  it("and in lib/ a thrown Error's message counts as UI text (the outbox shows it as the item's reason)", () => {
    const sample = `throw new Error('Craft did not return the new task.'); console.warn('outbox: delivery round failed:', e);
      throw new ParkError('There is nothing to clip.'); const notes = { empty: 'Nothing is selected on this page.' };`;
    expect(hardCodedText(sample, 'lib/outbox/sample.ts')).toEqual([
      'lib/outbox/sample.ts:1 "Craft did not return the new task."',
      'lib/outbox/sample.ts:2 "There is nothing to clip."',
      'lib/outbox/sample.ts:2 "Nothing is selected on this page."',
    ]);
  });

  it("in the pages' HTML bodies (titles are set from the locale at start)", () => {
    for (const f of UI_DIRS.flatMap((d) => files(join(ROOT, d), /\.html$/))) {
      const body = /<body>([\s\S]*)<\/body>/.exec(readFileSync(f, 'utf8'))?.[1] ?? '';
      expect(body.replace(/<[^>]+>/g, '').trim(), relative(ROOT, f)).toBe('');
    }
  });
});
