import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index';
import { call, documentId, get, start } from './helpers';

// 23:30 UTC on 2 March is already 3 March in Berlin: "today" must follow the link's timezone.
const NOW = new Date('2026-03-02T23:30:00Z');
let emu: Emulator;
beforeAll(async () => {
  emu = await start({ now: () => NOW });
});
afterAll(() => emu.close());
beforeEach(() => emu.reset());

describe('daily notes', () => {
  it('seeds the past week of notes in the link timezone', async () => {
    const { body } = await get(emu.link('space'), '/documents?location=daily_notes');
    const dates = body.items.map((d: { dailyNoteDate: string }) => d.dailyNoteDate).sort();
    expect(dates).toEqual([
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
  });

  it.each([
    ['today', '2026-03-03'],
    ['yesterday', '2026-03-02'],
    ['2026-02-27', '2026-02-27'],
  ])('GET /blocks?date=%s returns that note', async (date, iso) => {
    const { status, body } = await get(emu.link('daily-notes'), `/blocks?date=${date}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'page', markdown: iso.replaceAll('-', '.') });
  });

  it('defaults to today on the daily-notes link', async () => {
    expect((await get(emu.link('daily-notes'), '/blocks')).body.markdown).toBe('2026.03.03');
  });

  it('answers 404 for a date without a note, then creates it on the first write', async () => {
    const dn = emu.link('daily-notes');
    expect((await get(dn, '/blocks?date=tomorrow')).status).toBe(404);
    expect(emu.state.dailyNote('2026-03-04')).toBeUndefined();
    const res = await call(dn, 'POST', '/blocks', {
      markdown: 'Plan for tomorrow',
      position: { position: 'end', date: 'tomorrow' },
    });
    expect(res.status).toBe(200);
    const note = (await get(dn, '/blocks?date=2026-03-04')).body;
    expect(note.content.map((b: { markdown: string }) => b.markdown)).toEqual(['Plan for tomorrow']);
    expect(emu.state.dailyNote('2026-03-04')!.id).toBe(note.id);
  });

  it('writes to today when a daily-notes insert has no position', async () => {
    await call(emu.link('daily-notes'), 'POST', '/blocks', { markdown: 'Quick note' });
    const content = emu.state.dailyNote('today')!.content as { markdown: string }[];
    expect(content.at(-1)!.markdown).toBe('Quick note');
  });

  it('accepts the raw text/markdown form with a JSON position query', async () => {
    const position = encodeURIComponent(JSON.stringify({ position: 'start', date: 'today' }));
    const res = await call(emu.link('daily-notes'), 'POST', `/blocks?position=${position}`, '- raw body', {
      'Content-Type': 'text/markdown',
    });
    expect(res.status).toBe(200);
    expect((emu.state.dailyNote('today')!.content as { markdown: string }[])[0].markdown).toBe('- raw body');
  });

  it('does not let the daily-notes link reach ordinary documents', async () => {
    const doc = await documentId(emu, 'Meeting Notes');
    expect((await get(emu.link('daily-notes'), `/blocks?id=${doc}`)).status).toBe(404);
  });
});

describe('tasks', () => {
  const scope = async (name: string, kind: 'space' | 'daily-notes' = 'space') =>
    (await get(emu.link(kind), `/tasks?scope=${name}`)).body.items as {
      id: string;
      markdown: string;
      taskInfo: { state: string };
      location: { type: string };
    }[];

  it('has seeded tasks in every scope', async () => {
    for (const name of ['inbox', 'active', 'upcoming', 'logbook', 'all'])
      expect((await scope(name)).length).toBeGreaterThan(0);
    const plan = await documentId(emu, 'Project Plan');
    const inDoc = (await get(emu.link('space'), `/tasks?scope=document&documentId=${plan}`)).body.items;
    expect(inDoc.length).toBeGreaterThan(0);
    expect(inDoc[0].location).toEqual({ type: 'document', documentId: plan, title: 'Project Plan' });
    const locations = new Set((await scope('all')).map((t) => t.location.type));
    expect(locations).toEqual(new Set(['inbox', 'document', 'dailyNote']));
  });

  it('creates tasks in the inbox by default, in a daily note, and in a document', async () => {
    const plan = await documentId(emu, 'Project Plan');
    const res = await call(emu.link('space'), 'POST', '/tasks', {
      tasks: [
        { markdown: 'Inbox task', taskInfo: { scheduleDate: 'tomorrow' } },
        { markdown: 'Note task', location: { type: 'dailyNote', date: 'today' } },
        { markdown: 'Doc task', location: { type: 'document', documentId: plan } },
      ],
    });
    expect(res.body.items).toMatchObject([
      { markdown: 'Inbox task', taskInfo: { state: 'todo', scheduleDate: '2026-03-04' }, location: { type: 'inbox' } },
      { markdown: 'Note task', location: { type: 'dailyNote', date: '2026-03-03' } },
      { markdown: 'Doc task', location: { type: 'document', documentId: plan } },
    ]);
    expect((await scope('inbox')).map((t) => t.markdown)[0]).toBe('Inbox task');
    expect((await scope('upcoming')).map((t) => t.markdown)).toContain('Inbox task');
    const note = emu.state.dailyNote('today')!.content as { markdown: string; listStyle: string }[];
    expect(note[0]).toMatchObject({ markdown: '- [ ] Note task', listStyle: 'task' });
  });

  it.each(['done', 'canceled'])('moves an inbox task marked %s to the logbook with a timestamp', async (state) => {
    const [task] = await scope('inbox', 'daily-notes');
    const res = await call(emu.link('daily-notes'), 'PUT', '/tasks', {
      tasksToUpdate: [{ id: task.id, taskInfo: { state } }],
    });
    const stampKey = state === 'done' ? 'completedAt' : 'canceledAt';
    expect(res.body.items[0]).toMatchObject({ id: task.id, taskInfo: { state }, [stampKey]: NOW.toISOString() });
    expect((await scope('inbox')).map((t) => t.id)).not.toContain(task.id);
    expect((await scope('logbook')).map((t) => t.id)).toContain(task.id);
    await call(emu.link('space'), 'PUT', '/tasks', { tasksToUpdate: [{ id: task.id, taskInfo: { state: 'todo' } }] });
    expect((await scope('inbox')).map((t) => t.id)).toContain(task.id);
  });

  it('deletes tasks', async () => {
    const [task] = await scope('inbox');
    const res = await call(emu.link('space'), 'DELETE', '/tasks', { idsToDelete: [task.id] });
    expect(res.body).toEqual({ items: [{ id: task.id }] });
    expect(emu.state.tasks().map((t) => t.id)).not.toContain(task.id);
  });

  it('keeps document tasks out of the daily-notes link', async () => {
    const types = new Set((await scope('active', 'daily-notes')).map((t) => t.location.type));
    expect(types.has('document')).toBe(false);
    expect((await get(emu.link('daily-notes'), '/tasks?scope=all')).status).toBe(400);
  });
});
