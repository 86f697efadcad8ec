/**
 * A section of a daily note (destination 'daily-section', issue 31): the top-level page block with
 * the section's title, inside which a day's clips sit together. The note is read once: a page of
 * that title there (the first one, whoever made it) is the section. Otherwise it is created once,
 * as one write step (write-step.ts) at the end of the note: after a lost answer the note is read
 * again, and a page of that title now there is the section — nothing is sent twice. An answered
 * creation is checked at once for a copy made by the browser's silent resend (verify-write.ts): an
 * empty page of the same title in the window noted before, removed before the clip goes in.
 */
import type { CraftClient } from '../../craft';
import type { Block, CraftDate } from '../../craft/types';
import { wrapAsPage } from '../../convert/wrap';
import { text, TextError } from '../../i18n/ui-text';
import { signature } from './block-signature';
import type { Cursor } from './place';
import { childrenOf } from './reconcile';
import { runOwedChecks, writeStep, type StepContext, type StepProgress } from './write-step';

export interface SectionProgress extends StepProgress {
  /** The section's page block, found or created. */
  sectionId?: string;
}

/** The mark of the section's creation: the end of the note as it was before (for the resend check). */
export type SectionMark = { step: 'section'; cursor: Cursor };

export interface Section {
  blocks: Pick<CraftClient['blocks'], 'get' | 'insertMarkdown'>;
  /** The note's day: pinned (YYYY-MM-DD) by the sender. */
  date: CraftDate;
  title: string;
}

/** How a title is compared: its letters and digits (Craft may add formatting), else its text. */
const titleKey = (title: string) => signature(title) || title.replace(/\s+/g, ' ').trim();

/** The note's first top-level page block titled `title`. */
export function sectionIn(children: readonly Block[], title: string): Block | undefined {
  const wanted = titleKey(title);
  return children.find((b) => b.type === 'page' && titleKey(b.markdown ?? '') === wanted);
}

/** The section's id: found in the note, or created exactly once. */
export async function sectionOnce<P extends SectionProgress>(ctx: StepContext<P>, section: Section): Promise<string> {
  const p = ctx.progress;
  if (p.sectionId) return p.sectionId;
  const parent = { date: section.date };
  let children: Block[] | undefined;
  // After a lost answer the write step settles first, then looks: reading now could miss a slow write.
  if (p.inFlight?.step !== 'section') {
    children = await childrenOf(section.blocks, parent);
    const found = sectionIn(children, section.title);
    if (found) return arrived(found.id);
  }
  const id = await writeStep<SectionMark, string>(ctx, {
    id: 'section',
    async prepare() {
      const now = children ?? (await childrenOf(section.blocks, parent));
      return { step: 'section', cursor: { parent, afterId: now.at(-1)?.id ?? null, beforeId: null } };
    },
    async look() {
      return sectionIn(await childrenOf(section.blocks, parent), section.title)?.id;
    },
    async send() {
      const [page] = await section.blocks.insertMarkdown(wrapAsPage(section.title, ''), {
        position: 'end',
        date: section.date,
      });
      if (!page) throw new TextError(text('outbox_noBlocks'));
      return page.id;
    },
    note: (id, mark) => ({ cursor: mark.cursor, run: { ids: [id] } }),
    arrived: async (made) => void (await arrived(made)),
  });
  // A copy the browser's resend made exists once the answer is here: removed now, while both pages
  // are empty and before a page of the user's could sit next to them (the check compares titles).
  await runOwedChecks(ctx);
  return id;

  async function arrived(id: string): Promise<string> {
    p.sectionId = id;
    await ctx.save(p);
    return id;
  }
}
