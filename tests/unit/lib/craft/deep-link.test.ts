import { describe, expect, it } from 'vitest';
import { buildDeepLink } from '../../../../lib/craft/deep-link';

describe('buildDeepLink', () => {
  it.each([
    [
      'the app template with {blockId}',
      'craftdocs://open?spaceId=68d14efe-ea4e&blockId={blockId}',
      { blockId: 'B-1' },
      'craftdocs://open?spaceId=68d14efe-ea4e&blockId=B-1',
    ],
    [
      'a {documentId} template',
      'craftdocs://open?spaceId=s1&documentId={documentId}',
      { blockId: 'D1' },
      'craftdocs://open?spaceId=s1&documentId=D1',
    ],
    [
      'a {spaceId} placeholder',
      'craftdocs://open?spaceId={spaceId}&blockId={blockId}',
      { blockId: 'B1', spaceId: 's 1' },
      'craftdocs://open?spaceId=s%201&blockId=B1',
    ],
    [
      'ids are URL-encoded',
      'craftdocs://open?blockId={blockId}',
      { blockId: 'a&b=c' },
      'craftdocs://open?blockId=a%26b%3Dc',
    ],
    [
      'a web template',
      'https://docs.craft.do/editor/d/s1/{documentId}',
      { blockId: 'D1' },
      'https://docs.craft.do/editor/d/s1/D1',
    ],
  ])('%s', (_name, template, ids, expected) => {
    expect(buildDeepLink(template, ids)).toBe(expected);
  });

  it.each([
    ['no template', undefined],
    ['no id placeholder', 'craftdocs://open?spaceId=s1'],
    ['a javascript: URL', 'javascript:alert(1)//{blockId}'],
    ['a data: URL', 'data:text/html,{blockId}'],
    ['plain http', 'http://example.com/{blockId}'],
  ])('gives no link for %s', (_name, template) => {
    expect(buildDeepLink(template, { blockId: 'B1' })).toBeUndefined();
  });
});
