/** Body validation through zod: the first issue becomes a 400 whose `details` carry zod's issue code (error-shapes.ts). */
import { z } from 'zod';
import { badRequest } from './errors';

export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue.path.length ? issue.path.join('.') : 'body';
  throw badRequest(`${where}: ${issue.message}`, issue.code);
}

export const nonEmptyIds = z.array(z.string().min(1)).min(1);

export const positionSchema = z.strictObject({
  position: z.enum(['start', 'end', 'before', 'after']),
  pageId: z.string().min(1).optional(),
  siblingId: z.string().min(1).optional(),
  date: z.string().min(1).optional(),
});
export type PositionInput = z.infer<typeof positionSchema>;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'color must be #RRGGBB');
const isoDate = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2}|today|tomorrow|yesterday)$/, 'must be YYYY-MM-DD or today/tomorrow/yesterday');

export const taskInfoSchema = z.strictObject({
  state: z.enum(['todo', 'done', 'canceled']).optional(),
  scheduleDate: isoDate.optional(),
  deadlineDate: isoDate.optional(),
  completedAt: z.string().optional(),
  canceledAt: z.string().optional(),
});

/** Fields every block may carry, on insert and update. */
export const blockFields = {
  markdown: z.string().optional(),
  indentationLevel: z.number().int().min(0).max(5).optional(),
  listStyle: z.enum(['none', 'bullet', 'numbered', 'toggle', 'task']).optional(),
  decorations: z.array(z.enum(['callout', 'quote'])).optional(),
  color: hexColor.optional(),
  taskInfo: taskInfoSchema.optional(),
  textStyle: z.enum(['card', 'page', 'h1', 'h2', 'h3', 'h4', 'caption', 'body']).optional(),
  textAlignment: z.enum(['left', 'center', 'right', 'justify']).optional(),
  font: z.enum(['system', 'serif', 'rounded', 'mono']).optional(),
  cardLayout: z.enum(['small', 'square', 'regular', 'large']).optional(),
  url: z.string().min(1).optional(),
  altText: z.string().optional(),
  size: z.enum(['fit', 'fill']).optional(),
  width: z.enum(['auto', 'fullWidth']).optional(),
  fileName: z.string().optional(),
  blockLayout: z.enum(['small', 'regular', 'card']).optional(),
  rawCode: z.string().optional(),
  language: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  layout: z.enum(['small', 'regular', 'card']).optional(),
  lineStyle: z.enum(['strong', 'regular', 'light', 'extraLight', 'pageBreak']).optional(),
  rows: z.array(z.array(z.object({ value: z.string(), attributes: z.array(z.unknown()).optional() }))).optional(),
};

export { isoDate };
