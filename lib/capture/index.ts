/**
 * capture(): reads the page in the requested mode and converts it to Craft Markdown, falling back
 * to a simpler mode (article → page → link) when a step is too large, too slow or finds nothing.
 * Each fallback adds a sentence to `notes`; `requestedMode` vs `mode` tells that one happened.
 */
import { ConvertTimeoutError, toCraftMarkdown } from '../convert/index';
import { extractArticle, type ArticleFailure } from './article';
import { keepImages } from './keep-images';
import { PAGE_LIMITS, exceedsLimits, normaliseBudgetMs, startBudget, type Budget, type Clock } from './budget';
import { toIsoDate } from './iso-date';
import { linkContent } from './link';
import { extractMetadata } from './metadata';
import { ARTICLE_NOTES, LIMIT_NOTES, NOTES } from './notes';
import { notContent } from './page';
import { lostNote, mendArticle } from './safety-net';
import { hasContent, readSelection, selectionNode } from './selection';
import { CAPTURE_MODES, type CaptureMode, type CaptureRequest, type CaptureResult } from './types';

export type { CaptureMode, CaptureRequest, CaptureResult, PageMetadata } from './types';

export interface CaptureOptions {
  /** Milliseconds clock; tests pass a fake one to exercise the time budget. */
  now?: Clock;
}

interface Context {
  doc: Document;
  budget: Budget;
  base: Omit<CaptureResult, 'mode' | 'markdown' | 'images'>;
  keepImages: boolean;
  /** The images of the conversion the result is made of. */
  images: string[];
}

/** Converts within the hard limit; throws ConvertTimeoutError past it (callers clip a link instead). */
function convert(ctx: Context, node: Node, skip?: (el: Element) => boolean): string {
  const { budget } = ctx;
  const out = toCraftMarkdown(node, {
    baseUrl: ctx.doc.baseURI, deadline: budget.hardDeadline, now: budget.now, allowBlobImages: ctx.keepImages, skip,
  });
  ctx.images = out.images;
  for (const limit of out.limits ?? []) {
    if (!ctx.base.notes.includes(LIMIT_NOTES[limit])) ctx.base.notes.push(LIMIT_NOTES[limit]);
  }
  return out.markdown;
}

/** `convert`, or a link clip with the "too slow" note when the conversion ran out of time. */
function convertOrLink(ctx: Context, node: Node, mode: CaptureMode, skip?: (el: Element) => boolean): CaptureResult | string {
  try {
    return convert(ctx, node, skip);
  } catch (error) {
    if (error instanceof ConvertTimeoutError) return linkResult(ctx, mode === 'selection' ? NOTES.selectionTooSlow : NOTES.pageTooSlow);
    throw error;
  }
}

function result(ctx: Context, mode: CaptureMode, markdown: string, note?: string): CaptureResult {
  if (note) ctx.base.notes.push(note);
  return { ...ctx.base, mode, markdown, images: mode === 'link' ? [] : ctx.images };
}

function linkResult(ctx: Context, note?: string): CaptureResult {
  // No deadline: two short paragraphs, and the last fallback must always produce something.
  const markdown = toCraftMarkdown(linkContent(ctx.doc, ctx.base.metadata), { baseUrl: ctx.doc.baseURI }).markdown;
  return result(ctx, 'link', markdown, note);
}

function pageResult(ctx: Context): CaptureResult {
  if (ctx.budget.pastHardLimit()) return linkResult(ctx, NOTES.pageTooSlow);
  const body = ctx.doc.body ?? ctx.doc.documentElement;
  if (exceedsLimits(body, PAGE_LIMITS)) return linkResult(ctx, NOTES.pageTooLarge);
  const markdown = convertOrLink(ctx, body, 'page', notContent);
  if (typeof markdown !== 'string') return markdown;
  return markdown.trim() ? result(ctx, 'page', markdown) : linkResult(ctx, NOTES.pageEmpty);
}

function pageInstead(ctx: Context, reason: ArticleFailure): CaptureResult {
  ctx.base.notes.push(ARTICLE_NOTES[reason]);
  return pageResult(ctx);
}

function articleResult(ctx: Context): CaptureResult {
  const { metadata } = ctx.base;
  const article = extractArticle(ctx.doc, ctx.budget, metadata.siteName);
  if (!article.ok) return pageInstead(ctx, article.reason);
  const mend = mendArticle(ctx.doc, article.content, article.anchors, metadata.title);
  if (mend.kind === 'too-little') return pageInstead(ctx, 'too-little');
  if (mend.kind === 'mended') ctx.base.notes.push(lostNote(mend.lost));
  const markdown = convertOrLink(ctx, article.content, 'article');
  if (typeof markdown !== 'string') return markdown;
  if (!markdown.trim()) return pageInstead(ctx, 'not-found');
  // Readability reads bylines from the visible text, which metadata alone misses.
  if (!metadata.author && article.byline) metadata.author = article.byline;
  const published = toIsoDate(article.publishedTime);
  if (!metadata.published && published) metadata.published = published;
  return result(ctx, 'article', markdown);
}

export async function capture(doc: Document, win: Window, request: CaptureRequest, options: CaptureOptions = {}): Promise<CaptureResult> {
  const result = await captureMode(doc, win, request, options);
  if (!request?.keepImages || result.mode === 'link' || !result.markdown.trim()) return result;
  const kept = await keepImages(result.markdown, { fetch: win.fetch.bind(win), origin: win.location.origin });
  return { ...result, markdown: kept.markdown, kept: kept.kept, notes: [...result.notes, ...kept.notes] };
}

async function captureMode(doc: Document, win: Window, request: CaptureRequest, options: CaptureOptions): Promise<CaptureResult> {
  const known = CAPTURE_MODES.includes(request?.mode);
  const requestedMode: CaptureMode = known ? request.mode : 'article';
  const budget = startBudget(normaliseBudgetMs(request?.budgetMs), options.now);
  const selection = readSelection(doc, win);
  const ctx: Context = {
    doc,
    budget,
    base: {
      requestedMode,
      metadata: extractMetadata(doc, win),
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
      const markdown = convertOrLink(ctx, node, 'selection');
      return typeof markdown === 'string' ? result(ctx, 'selection', markdown) : markdown;
    }
  }
}
