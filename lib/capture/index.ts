/**
 * capture(): reads the page in the requested mode and converts it to Craft Markdown, falling back
 * to a simpler mode (article → page → link) when the page is past a size limit (limits.ts: counts,
 * never time, so the same page always gives the same clip) or a step finds nothing.
 * Each fallback adds a note (a UiText: put in words where it is shown) to `notes`; `requestedMode` vs `mode` tells that one happened.
 */
import { toCraftMarkdown, type CraftMarkdown } from '../convert/index';
import { convertInParts } from './convert-in-parts';
import { FIRST_PART_ELEMENTS } from '../convert/chunked';
import type { UiText } from '../i18n/text';
import { extractArticle, type ArticleFailure } from './article';
import { keepImages } from './keep-images';
import { toIsoDate } from './iso-date';
import { PAGE_LIMITS, exceedsLimits } from './limits';
import { linkContent } from './link';
import { nextTask } from './next-task';
import { extractMetadata } from './metadata';
import { readSchemaFacts } from '../rules/read-page-facts';
import { ARTICLE_NOTES, LIMIT_NOTES, NOTES } from './notes';
import { notContent } from './page';
import { lostNote, mendArticle } from './safety-net';
import { dropBoilerplate } from './boilerplate';
import { dropPageBoxes } from './page-boxes';
import { liveAnchors } from './anchors';
import { hasContent, readSelection, selectionNode } from './selection';
import { CAPTURE_MODES, type CaptureMode, type CaptureRequest, type CaptureResult } from './types';

export type { CaptureMode, CaptureRequest, CaptureResult, PageMetadata } from './types';

interface Context {
  doc: Document;
  /** Read once, with the page: the conversion may run in a later task (next-task.ts). */
  baseUrl: string;
  base: Omit<CaptureResult, 'mode' | 'markdown' | 'images'>;
  keepImages: boolean;
  /** The images of the conversion the result is made of. */
  images: string[];
}

function convert(ctx: Context, node: Node, skip?: (el: Element) => boolean): string {
  return converted(ctx, toCraftMarkdown(node, { baseUrl: ctx.baseUrl, allowBlobImages: ctx.keepImages, skip }));
}

/** A page or an article: converted in parts, so a big one does not freeze the tab (convert-in-parts.ts). */
async function convertLarge(ctx: Context, root: Element, skip?: (el: Element) => boolean): Promise<string> {
  return converted(ctx, await convertInParts(root, { baseUrl: ctx.baseUrl, allowBlobImages: ctx.keepImages, skip }));
}

function converted(ctx: Context, out: CraftMarkdown): string {
  ctx.images = out.images;
  for (const limit of out.limits ?? []) {
    const note = LIMIT_NOTES[limit];
    if (!ctx.base.notes.some((n) => n.key === note.key)) ctx.base.notes.push(note);
  }
  return out.markdown;
}

function result(ctx: Context, mode: CaptureMode, markdown: string, note?: UiText): CaptureResult {
  if (note) ctx.base.notes.push(note);
  return { ...ctx.base, mode, markdown, images: mode === 'link' ? [] : ctx.images };
}

function linkResult(ctx: Context, note?: UiText): CaptureResult {
  const markdown = toCraftMarkdown(linkContent(ctx.doc, ctx.base.metadata), { baseUrl: ctx.baseUrl }).markdown;
  return result(ctx, 'link', markdown, note);
}

async function pageResult(ctx: Context): Promise<CaptureResult> {
  const body = ctx.doc.body ?? ctx.doc.documentElement;
  if (exceedsLimits(body, PAGE_LIMITS)) return linkResult(ctx, NOTES.pageTooLarge);
  // A page converted in parts starts in a task of its own: on a 5 MB page the metadata and the limits'
  // read of the whole text already take 35 ms.
  if (body.getElementsByTagName('*').length > FIRST_PART_ELEMENTS) await nextTask();
  const markdown = await convertLarge(ctx, body, notContent);
  return markdown.trim() ? result(ctx, 'page', markdown) : linkResult(ctx, NOTES.pageEmpty);
}

function pageInstead(ctx: Context, reason: ArticleFailure): Promise<CaptureResult> {
  ctx.base.notes.push(ARTICLE_NOTES[reason]);
  return pageResult(ctx);
}

async function articleResult(ctx: Context): Promise<CaptureResult> {
  const { metadata } = ctx.base;
  const article = extractArticle(ctx.doc, metadata.siteName);
  if (!article.ok) return pageInstead(ctx, article.reason);
  // The page's indexed elements, read once for the safety net and the page's boxes.
  const live = liveAnchors(ctx.doc);
  const mend = mendArticle(live, article.content, article.anchors, metadata.title, metadata.description);
  if (mend.kind === 'mended') ctx.base.notes.push(lostNote(mend.lost));
  // After the safety net, so that what is dropped as boilerplate is never put back.
  dropPageBoxes(live, article.content, article.anchors);
  dropBoilerplate(article.content);
  // The page has been read; converting the article (Readability's copy) runs in a task of its own.
  // (Only an article that converts to nothing reads the page again, as a page clip.)
  await nextTask();
  const markdown = await convertLarge(ctx, article.content);
  if (!markdown.trim()) return pageInstead(ctx, 'not-found');
  // Readability reads bylines from the visible text, which metadata alone misses.
  if (!metadata.author && article.byline) metadata.author = article.byline;
  const published = toIsoDate(article.publishedTime);
  if (!metadata.published && published) metadata.published = published;
  return result(ctx, 'article', markdown);
}

export async function capture(doc: Document, win: Window, request: CaptureRequest): Promise<CaptureResult> {
  const result = await captureMode(doc, win, request);
  if (!request?.keepImages || result.mode === 'link' || !result.markdown.trim()) return result;
  const kept = await keepImages(result.markdown, { fetch: win.fetch.bind(win), origin: win.location.origin });
  return { ...result, markdown: kept.markdown, kept: kept.kept, notes: [...result.notes, ...kept.notes] };
}

async function captureMode(doc: Document, win: Window, request: CaptureRequest): Promise<CaptureResult> {
  const known = CAPTURE_MODES.includes(request?.mode);
  const requestedMode: CaptureMode = known ? request.mode : 'article';
  // Other modes only say whether something is selected: the focused frames answer that, without
  // entering every frame of the page (selection-ranges.ts).
  const selection = readSelection(doc, win, requestedMode === 'selection');
  const ctx: Context = {
    doc,
    baseUrl: doc.baseURI,
    base: {
      requestedMode,
      metadata: extractMetadata(doc, win),
      schema: readSchemaFacts(doc),
      hasSelection: hasContent(selection),
      notes: known ? [] : [NOTES.unknownMode],
    },
    keepImages: Boolean(request?.keepImages),
    images: [],
  };
  switch (requestedMode) {
    case 'link':
      return linkResult(ctx);
    case 'page':
      return pageResult(ctx);
    case 'article':
      return articleResult(ctx);
    case 'selection': {
      if (!ctx.base.hasSelection) return result(ctx, 'selection', '', NOTES.nothingSelected);
      const node = selectionNode(doc, selection);
      if (exceedsLimits(node, PAGE_LIMITS)) return linkResult(ctx, NOTES.selectionTooLarge);
      return result(ctx, 'selection', convert(ctx, node));
    }
  }
}
