/**
 * Renders a block tree as Craft's `text/markdown` output: pages as
 * <page id="…"><pageTitle>…</pageTitle><content>…</content></page> with content indented four spaces
 * (the documented example), list lines joined by single newlines, other blocks by blank lines.
 */
import type { Store } from './store';
import type { Scope } from './scope';

const INDENT = '    ';
const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => (l ? INDENT + l : l))
    .join('\n');
const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function blocksToMarkdown(store: Store, scope: Scope, id: string, maxDepth: number): string {
  return render(store, scope, id, maxDepth, 0);
}

function render(store: Store, scope: Scope, id: string, maxDepth: number, depth: number): string {
  const block = store.get(id)!;
  const canDescend = maxDepth < 0 || depth < maxDepth;
  const body = () =>
    joinChildren(
      block.children.map((c) => ({
        isList: !!store.get(c)!.props.listStyle,
        text: render(store, scope, c, maxDepth, depth + 1),
      })),
    );
  if (block.type === 'page') {
    const layout = block.props.cardLayout ? ` cardLayout="${block.props.cardLayout}"` : '';
    const style = block.props.textStyle === 'card' ? ` textStyle="card"${layout}` : '';
    const head = `<page id="${block.id}"${style}>\n<pageTitle>${scope.filterLinks(block.markdown)}</pageTitle>`;
    if (!canDescend || !block.children.length) return `${head}\n</page>`;
    return `${head}\n<content>\n${indent(body())}\n</content>\n</page>`;
  }
  if (block.type === 'collection') {
    const keys = (block.schema?.properties ?? []).map((p) => p.key).join(', ');
    const items = canDescend
      ? `\n<content>\n${indent(block.children.map((c) => renderItem(store, scope, c, maxDepth, depth + 1)).join('\n'))}\n</content>`
      : '';
    return `<collection id="${block.id}">\n<title>${block.markdown}</title>\n<properties>${keys}</properties>${items}\n</collection>`;
  }
  return scope.filterLinks(block.markdown);
}

function renderItem(store: Store, scope: Scope, id: string, maxDepth: number, depth: number): string {
  const item = store.get(id)!;
  const props = Object.entries((item.props.properties ?? {}) as Record<string, unknown>).map(
    ([k, v]) => `<property name="${escapeAttr(k)}">${Array.isArray(v) ? v.join(', ') : String(v)}</property>`,
  );
  const canDescend = maxDepth < 0 || depth < maxDepth;
  const content =
    canDescend && item.children.length
      ? [
          `<content>`,
          indent(
            joinChildren(
              item.children.map((c) => ({
                isList: !!store.get(c)!.props.listStyle,
                text: render(store, scope, c, maxDepth, depth + 1),
              })),
            ),
          ),
          `</content>`,
        ]
      : [];
  return [
    `<collectionItem id="${item.id}">`,
    `<title>${item.markdown}</title>`,
    ...props,
    ...content,
    `</collectionItem>`,
  ].join('\n');
}

function joinChildren(parts: { isList: boolean; text: string }[]): string {
  return parts.reduce((acc, part, i) => {
    if (i === 0) return part.text;
    const tight = part.isList && parts[i - 1].isList;
    return acc + (tight ? '\n' : '\n\n') + part.text;
  }, '');
}
