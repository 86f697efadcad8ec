import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index';
import { call, documentId, get, start } from './helpers';

let emu: Emulator;
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu.close());
beforeEach(() => emu.reset());

const insert = (pageId: string, markdown: string) =>
  call(emu.link('space'), 'POST', '/blocks', { markdown, position: { position: 'end', pageId } });

describe('fault switches', () => {
  it('answers queued forced responses in order, then behaves normally', async () => {
    const doc = await documentId(emu, 'Meeting Notes');
    emu.faults.force({ method: 'POST', path: '/blocks', status: 503, times: 2, headers: { 'Retry-After': '2' } });
    emu.faults.force({ method: 'POST', path: '/blocks', status: 500, body: { error: 'Boom', message: 'custom' } });
    const answers = [await insert(doc, 'a'), await insert(doc, 'b'), await insert(doc, 'c'), await insert(doc, 'd')];
    expect(answers.map((a) => a.status)).toEqual([503, 503, 500, 200]);
    expect(answers[0].headers.get('retry-after')).toBe('2');
    expect(answers[2].body).toEqual({ error: 'Boom', message: 'custom' });
    expect((await get(emu.link('space'), '/connection')).status).toBe(200);
    const texts = (emu.state.block(doc)!.content as { markdown: string }[]).map((b) => b.markdown);
    expect(texts).toContain('d');
    expect(texts).not.toContain('a');
  });

  it('drop-after-apply performs the write but never answers', async () => {
    const doc = await documentId(emu, 'Meeting Notes');
    emu.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
    await expect(insert(doc, 'Written but unanswered')).rejects.toThrow();
    const texts = (emu.state.block(doc)!.content as { markdown: string }[]).map((b) => b.markdown);
    expect(texts).toContain('Written but unanswered');
    expect(emu.log.entries().at(-1)).toMatchObject({ method: 'POST', path: '/blocks', status: 0 });
    expect((await insert(doc, 'next')).status).toBe(200);
  });

  it('a hanging request stays unanswered until reset', async () => {
    emu.faults.hang({ path: '/connection' });
    const pending = fetch(`${emu.link('space').apiUrl}/connection`).then(
      (r) => r.status,
      () => 'dropped',
    );
    const raced = await Promise.race([pending, new Promise((r) => setTimeout(() => r('still waiting'), 300))]);
    expect(raced).toBe('still waiting');
    emu.faults.reset();
    expect(await pending).toBe('dropped');
  });

  it('adds latency', async () => {
    emu.faults.setLatency(250);
    const t0 = Date.now();
    await get(emu.link('space'), '/connection');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(240);
  });

  it('answers every request with the chosen status at error rate 1', async () => {
    emu.faults.setErrorRate(1, 502);
    const res = await get(emu.link('space'), '/connection');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'Injected 502 (error rate)', code: 'INTERNAL_SERVER_ERROR' });
    emu.faults.setErrorRate(0);
    expect((await get(emu.link('space'), '/connection')).status).toBe(200);
  });
});

describe('request log', () => {
  it('records method, path, query, headers, parsed body and status', async () => {
    emu.log.clear();
    const doc = await documentId(emu, 'Meeting Notes');
    await insert(doc, 'logged');
    await get(emu.link('space'), '/documents?location=unsorted&fetchMetadata=true');
    const [post, list] = emu.log.entries();
    expect(post).toMatchObject({
      linkId: emu.link('space').id,
      method: 'POST',
      path: '/blocks',
      status: 200,
      body: { markdown: 'logged', position: { position: 'end', pageId: doc } },
    });
    expect(post.headers['content-type']).toBe('application/json');
    expect(list).toMatchObject({
      method: 'GET',
      path: '/documents',
      query: { location: 'unsorted', fetchMetadata: 'true' },
      status: 200,
    });
    emu.log.clear();
    expect(emu.log.entries()).toEqual([]);
  });
});
