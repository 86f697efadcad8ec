/**
 * Normalise-on-write: what Craft stores for what we write, so tests see Craft's output and not our
 * own input echoed (shared/spec/craft-api-evidence.md). On by default; `behaviour.rewrite` off
 * stores the parsed input as it is.
 * - Image blocks come back as `![Image](<url>)` with the alt text moved to `altText` (§3a #1: DOC
 *   POST /blocks example in R10, every image of R6's live capture), and an external image is
 *   re-hosted at an asset URL of the emulator (§3a #1: re-hosting LIVE-OBS S15; `r.craft.do` on
 *   Craft). The asset redirects to the original; the emulator never fetches it.
 * - Text blocks and page titles get rewrite-inline.ts (§3a #2, R4).
 * - `---` → `***` extraLight is the parser's (markdown-to-blocks.ts, §3b #9), on or off.
 * Tasks go through the same text rewriting (a guess: nobody recorded a task's round trip).
 */
import type { Ctx } from './context';
import type { ParsedBlock } from './markdown-to-blocks';
import { newId } from './ids';
import { rewriteInline } from './rewrite-inline';

const IMAGE_SYNTAX = /!\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/;

/** The blocks as Craft stores them; unchanged when rewriting is off. */
export function asStored(ctx: Ctx, blocks: ParsedBlock[]): ParsedBlock[] {
  if (!ctx.behaviour.rewrite) return blocks;
  return blocks.map((block) => stored(ctx, block));
}

/** A text's markdown (a task's, an update's) as Craft stores it. */
export function textAsStored(ctx: Ctx, markdown: string): string {
  return ctx.behaviour.rewrite ? rewriteInline(markdown) : markdown;
}

function stored(ctx: Ctx, block: ParsedBlock): ParsedBlock {
  const content = block.content ? { content: block.content.map((b) => stored(ctx, b)) } : {};
  if (block.type === 'image') return { ...block, ...content, ...image(ctx, block) };
  if (block.type === 'text' || block.type === 'page')
    return { ...block, ...content, markdown: rewriteInline(block.markdown) };
  return { ...block, ...content };
}

function image(ctx: Ctx, block: ParsedBlock): Pick<ParsedBlock, 'url' | 'altText' | 'markdown'> {
  const written = IMAGE_SYNTAX.exec(block.markdown);
  const url = rehost(ctx, block.url ?? written?.[2] ?? '');
  const altText = block.altText || written?.[1] || undefined;
  const markdown = written ? block.markdown.replace(IMAGE_SYNTAX, `![Image](${url})`) : `![Image](${url})`;
  return { url, markdown, ...(altText ? { altText } : {}) };
}

/** An http(s) image that is not one of ours gets an asset URL of ours pointing back at it. */
function rehost(ctx: Ctx, url: string): string {
  const own = `${ctx.origin}/assets/`;
  if (!/^https?:\/\//i.test(url) || url.startsWith(own)) return url;
  const id = newId();
  (ctx.store.state.rehosted ??= {})[id] = url;
  return `${own}${id}`;
}
