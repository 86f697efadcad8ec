/**
 * runMarks, the worker's side of a marks request (issue 27): which scripting calls reach the tab, in
 * which order, for a page with the script, a first mark painted before it (pending), a page with no
 * selection and a page that cannot be scripted. The page's answers stand in for the page here;
 * first-paint.test.ts and the e2e tests run the page's side.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { runMarks } from '../../../../lib/browser/inject-marks';
import { firstPaint, PENDING } from '../../../../lib/highlights/page/first-paint';

type Injection = { target: unknown; func?: unknown; args?: unknown[]; files?: string[] };

let calls: Injection[];
let answers: unknown[];
beforeEach(() => {
  fakeBrowser.reset();
  calls = [];
  answers = [];
  vi.spyOn(fakeBrowser.scripting, 'executeScript').mockImplementation(async (injection) => {
    calls.push(injection as Injection);
    const result = (injection as Injection).files ? undefined : answers.shift();
    if (result instanceof Error) throw result;
    return [{ frameId: 0, documentId: 'd', result }];
  });
});

/** Each call as what it asks: the file injected, or the request and first paint sent. */
const asked = () => calls.map((c) => (c.files ? c.files[0] : c.args));
const SUMMARY = { painted: 1, unplaced: 0 };
const green = firstPaint('green');

describe('runMarks', () => {
  it('the page holds the script: one call, its answer', async () => {
    answers = [SUMMARY];
    await expect(runMarks({ tabId: 3 }, { kind: 'highlight' }, green)).resolves.toEqual(SUMMARY);
    expect(asked()).toEqual([[{ kind: 'highlight' }, green]]);
    expect(calls[0]!.target).toEqual({ tabId: 3 });
  });

  it('a first mark painted as pending: the script is injected, then asked only to show the marks', async () => {
    answers = [PENDING, SUMMARY];
    await expect(runMarks({ tabId: 3, frameId: 5 }, { kind: 'highlight' }, green)).resolves.toEqual(SUMMARY);
    expect(asked()).toEqual([[{ kind: 'highlight' }, green], '/highlights.js', [{ kind: 'show' }, null]]);
    expect(calls.map((c) => c.target)).toEqual(Array(3).fill({ tabId: 3, frameIds: [5] }));
  });

  it('nothing painted (no text selected): the script is injected and asked the same request', async () => {
    answers = [null, { painted: 0, unplaced: 0 }];
    await expect(runMarks({ tabId: 3 }, { kind: 'highlight' }, green)).resolves.toEqual({ painted: 0, unplaced: 0 });
    expect(asked()).toEqual([[{ kind: 'highlight' }, green], '/highlights.js', [{ kind: 'highlight' }, null]]);
  });

  it('a "show" request (the popup, page load) never paints first, even given a colour', async () => {
    const marks = { url: 'https://a.test/', title: 'A', marks: [] };
    answers = [null, SUMMARY];
    await runMarks({ tabId: 3 }, { kind: 'show', marks }, green);
    expect(asked()).toEqual([[{ kind: 'show', marks }, null], '/highlights.js', [{ kind: 'show', marks }, null]]);
  });

  it('a page that cannot be scripted: undefined, nothing more tried', async () => {
    answers = [new Error('Cannot access a chrome:// URL')];
    await expect(runMarks({ tabId: 3 }, { kind: 'highlight' }, green)).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});
