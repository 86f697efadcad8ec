/** JSON blocks from POST /blocks → ParsedBlock trees, with the per-type rules of the block schema. */
import { z } from 'zod';
import { blockFields } from './validate';
import { badRequest } from './errors';
import { CODE_LANGUAGES } from './code-languages';
import { LINE_STYLE_MARKDOWN, markdownToBlocks, type ParsedBlock } from './markdown-to-blocks';

export type BlockInput = z.infer<typeof blockInputSchema>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a recursive z.lazy schema needs a declared type; the handlers read the parsed fields loosely, as the API accepts them
export const blockInputSchema: z.ZodType<any> = z.lazy(() =>
  z.object({
    type: z
      .enum(['text', 'page', 'image', 'video', 'file', 'drawing', 'whiteboard', 'table', 'code', 'richUrl', 'line'])
      .default('text'),
    id: z.string().optional(),
    ...blockFields,
    content: z.array(blockInputSchema).optional(),
  }),
);

const URL_TYPES = new Set(['image', 'video', 'file', 'drawing', 'richUrl']);

function strip<T extends Record<string, unknown>>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function inputToBlocks(input: BlockInput): ParsedBlock[] {
  const { type, id: _ignored, content, markdown, ...fields } = input;
  if (URL_TYPES.has(type) && !fields.url) throw badRequest(`${type} blocks need url`);
  if (fields.language && !(CODE_LANGUAGES as readonly string[]).includes(fields.language)) {
    throw badRequest(`language must be one of ${CODE_LANGUAGES.join(', ')}`);
  }
  const extra = strip(fields);
  switch (type) {
    case 'text': {
      // Multi-paragraph text is split the way markdown inserts are; explicit fields win over parsed ones.
      const parsed = markdownToBlocks(markdown ?? '');
      const blocks = parsed.length ? parsed : [{ type: 'text' as const, markdown: '' }];
      return blocks.map((b) => ({ ...b, ...extra }));
    }
    case 'page':
      return [
        {
          ...extra,
          type: 'page',
          textStyle: fields.textStyle ?? 'page',
          markdown: markdown ?? fields.title ?? '',
          content: (content ?? []).flatMap(inputToBlocks),
        },
      ];
    case 'code':
      if (fields.rawCode === undefined) throw badRequest('code blocks need rawCode');
      return [
        {
          ...extra,
          type,
          language: fields.language ?? 'plaintext',
          markdown: `\`\`\`${fields.language ?? 'plaintext'}\n${fields.rawCode}\n\`\`\``,
        },
      ];
    case 'line': {
      const lineStyle = fields.lineStyle ?? 'regular';
      return [{ ...extra, type, lineStyle, markdown: LINE_STYLE_MARKDOWN[lineStyle] }];
    }
    case 'table': {
      const rows = (fields.rows ?? []).map((r: { value: string }[]) =>
        r.map((c) => ({ value: c.value, attributes: [] })),
      );
      const line = (r: { value: string }[]) => `| ${r.map((c) => c.value).join(' | ')} |`;
      const md = rows.length
        ? [line(rows[0]), `| ${rows[0].map(() => '---').join(' | ')} |`, ...rows.slice(1).map(line)].join('\n')
        : '';
      return [{ ...extra, type, rows, markdown: markdown ?? md }];
    }
    default:
      return [{ ...extra, type, markdown: markdown ?? defaultMarkdown(type, fields) }];
  }
}

function defaultMarkdown(type: string, f: Record<string, unknown>): string {
  if (type === 'image' || type === 'video' || type === 'drawing') return `![${f.altText ?? 'Image'}](${f.url})`;
  if (type === 'whiteboard') return f.url ? `![Whiteboard](${f.url})` : '';
  if (type === 'file') return `[${f.fileName ?? 'file'}](${f.url})`;
  if (type === 'richUrl') return `[${f.title ?? f.url}](${f.url})`;
  return '';
}
