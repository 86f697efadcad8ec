/**
 * What will arrive in Craft, drawn as its blocks: a nested page as a page card holding its content,
 * headings, paragraphs with inline formatting, lists and to-dos, toggles, quotes, callouts, captions,
 * code and formulas, tables, dividers, images as thumbnails. Built from parsed text as elements only
 * (never innerHTML): page text cannot become markup here. Loaded lazily by the popup.
 */
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { Icon } from '../icons';
import { t } from '../../lib/i18n/t';
import { parseBlocks, type Block } from './parse-blocks';
import { parseInline, plainText, type Inline } from './parse-inline';
// Inline, so the styles arrive with the renderer and cost the popup's first paint nothing.
import css from './craft-preview.css?inline';

if (typeof document !== 'undefined')
  document.head.append(Object.assign(document.createElement('style'), { textContent: css }));

/** Enough to judge a clip; the rest is counted, not drawn (a long page would slow the popup). */
const MAX_BLOCKS = 80;
const MAX_TABLE_ROWS = 30;
const SAFE_LINK = /^(https?:|mailto:)/i;
const SAFE_IMAGE = /^(https?:|data:image\/)/i;

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((n, i) => (
        <InlineNode key={i} node={n} />
      ))}
    </>
  );
}

function InlineNode({ node }: { node: Inline }): preact.JSX.Element {
  if (typeof node === 'string') return <>{node}</>;
  switch (node.kind) {
    case 'bold':
      return (
        <strong>
          <InlineNodes nodes={node.children} />
        </strong>
      );
    case 'italic':
      return (
        <em>
          <InlineNodes nodes={node.children} />
        </em>
      );
    case 'strike':
      return (
        <s>
          <InlineNodes nodes={node.children} />
        </s>
      );
    case 'highlight':
      return (
        <mark>
          <InlineNodes nodes={node.children} />
        </mark>
      );
    case 'code':
      return <code>{node.text}</code>;
    case 'math':
      return <code class="math">{node.text}</code>;
    case 'break':
      return <br />;
    case 'link':
      return SAFE_LINK.test(node.href) ? (
        <a href={node.href} target="_blank" rel="noopener noreferrer">
          <InlineNodes nodes={node.children} />
        </a>
      ) : (
        <span class={node.href.startsWith('date:') ? 'date-link' : 'block-link'}>
          <InlineNodes nodes={node.children} />
        </span>
      );
  }
}

const text = (s: string) => <InlineNodes nodes={parseInline(s)} />;

function Thumbnail({ url, alt }: { url: string; alt: string }) {
  if (SAFE_IMAGE.test(url)) {
    return (
      <figure class="cp-image">
        <img src={url} alt={alt} loading="lazy" decoding="async" referrerpolicy="no-referrer" />
      </figure>
    );
  }
  // craft-upload:N (kept images) and anything else: a placeholder saying what will happen.
  return (
    <figure class="cp-image cp-image--placeholder">
      <Icon name="image" />
      <figcaption>
        {url.startsWith('craft-upload:') ? t('preview_upload') : t('preview_image')}
        {alt ? ` · ${alt}` : ''}
      </figcaption>
    </figure>
  );
}

function Indented({ indent, children, class: cls }: { indent: number; children: ComponentChildren; class: string }) {
  return (
    <div class={cls} style={indent ? { marginInlineStart: `${indent * 1.25}em` } : undefined}>
      {children}
    </div>
  );
}

function BlockView({ block, header }: { block: Block; header?: boolean }): preact.JSX.Element {
  switch (block.type) {
    case 'text': {
      const cls = `cp-text cp-${block.style}${block.quote ? ' cp-quote' : ''}${header ? ' cp-header' : ''}`;
      return (
        <Indented indent={block.indent} class={cls}>
          {text(block.text)}
        </Indented>
      );
    }
    case 'list':
      return (
        <Indented indent={block.indent} class={`cp-list cp-list--${block.style}${block.done ? ' cp-done' : ''}`}>
          {block.style === 'task' ? (
            <span class="cp-box" aria-hidden="true">
              {block.done && <Icon name={block.canceled ? 'close' : 'check'} size={12} />}
            </span>
          ) : (
            <span class="cp-marker" aria-hidden="true">
              {block.style === 'numbered' ? block.marker : block.style === 'toggle' ? '▸' : '•'}
            </span>
          )}
          <span>{text(block.text)}</span>
        </Indented>
      );
    case 'code':
      return (
        <pre class={`cp-code${block.language === 'math' ? ' math' : ''}`} data-language={block.language || undefined}>
          <code>{block.code}</code>
        </pre>
      );
    case 'table': {
      const [head, ...rows] = block.rows;
      return (
        <div class="cp-table">
          <table>
            <thead>
              <tr>
                {head!.map((c, i) => (
                  <th key={i}>{text(c)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, MAX_TABLE_ROWS).map((r, i) => (
                <tr key={i}>
                  {r.map((c, j) => (
                    <td key={j}>{text(c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > MAX_TABLE_ROWS && <p class="cp-more">{t('preview_moreRows', rows.length - MAX_TABLE_ROWS)}</p>}
        </div>
      );
    }
    case 'divider':
      return <hr class="cp-divider" />;
    case 'image':
      return <Thumbnail url={block.url} alt={block.alt} />;
    case 'callout':
      return (
        <div class="cp-callout">
          <Blocks blocks={block.blocks} />
        </div>
      );
    case 'page':
      return (
        <div class={`cp-page${block.card ? ' cp-page--card' : ''}`}>
          <div class="cp-page__title">
            <Icon name="document" size={16} />
            <span>{plainText(parseInline(block.title)) || t('place_untitled')}</span>
          </div>
          {block.blocks.length > 0 && (
            <div class="cp-page__content">
              <Blocks blocks={block.blocks} header={false} />
            </div>
          )}
        </div>
      );
  }
}

function Blocks({ blocks, header }: { blocks: Block[]; header?: boolean }) {
  return (
    <>
      {blocks.map((b, i) => (
        <BlockView key={i} block={b} header={header && i === 0} />
      ))}
    </>
  );
}

/**
 * `markdown`: the clip as it will be sent. `hasHeader`: the clip starts with the header line (the
 * settings have header fields), drawn quieter as Craft users know it from their notes.
 */
export function RenderedPreview({ markdown, hasHeader }: { markdown: string; hasHeader: boolean }) {
  const { blocks, truncated } = useMemo(() => parseBlocks(markdown, MAX_BLOCKS), [markdown]);
  const only = blocks.length === 1 && blocks[0]!.type === 'page' ? blocks[0] : undefined;
  return (
    <div class="cp" data-filled={blocks.length > 0 ? '' : undefined}>
      {only?.type === 'page' ? (
        <div class={`cp-page cp-page--root${only.card ? ' cp-page--card' : ''}`}>
          <div class="cp-page__title">
            <Icon name="document" size={16} />
            <span>{plainText(parseInline(only.title)) || t('place_untitled')}</span>
          </div>
          <div class="cp-page__content">
            <Blocks blocks={only.blocks} header={hasHeader} />
          </div>
        </div>
      ) : (
        <Blocks blocks={blocks} header={hasHeader} />
      )}
      {truncated && <p class="cp-more">{t('preview_truncated')}</p>}
    </div>
  );
}
