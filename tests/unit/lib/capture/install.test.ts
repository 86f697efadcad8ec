// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import captureScript from '../../../../entrypoints/capture';
import { installCapture, runCapture } from '../../../../lib/capture/install';
import { NOTES } from '../../../../lib/capture/notes';
import { loadPage } from './load-page';

describe('capture.js install', () => {
  it('installs __craftCapture.run, and a second injection keeps it working', async () => {
    document.title = 'Installed';
    document.body.innerHTML = '<p>Body text.</p>';
    captureScript.main();
    const first = globalThis.__craftCapture;
    captureScript.main();
    const result = await globalThis.__craftCapture!.run({ mode: 'page' });
    expect(first).toBeDefined();
    expect(result).toMatchObject({ mode: 'page', requestedMode: 'page', notes: [] });
    expect(result.markdown).toContain('Body text.');
  });

  it('installs onto the given scope only', () => {
    const { doc, win } = loadPage('<!doctype html><html><body></body></html>');
    const scope = {} as typeof globalThis;
    installCapture(scope, doc, win);
    expect(typeof scope.__craftCapture?.run).toBe('function');
  });

  it('never rejects: an unexpected error still yields a link clip with a note', async () => {
    const { doc, win } = loadPage('<!doctype html><html><head><title>Broken</title></head><body></body></html>');
    const broken = {
      location: win.location,
      getSelection: () => {
        throw new Error('boom');
      },
    } as unknown as Window;
    const result = await runCapture(doc, broken, { mode: 'article' });
    expect(result).toMatchObject({
      mode: 'link',
      requestedMode: 'article',
      hasSelection: false,
      notes: [NOTES.failed],
    });
    expect(result.markdown).toContain('Broken');
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});
