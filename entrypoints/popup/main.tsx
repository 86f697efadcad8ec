import { render } from 'preact';
import { injectCapture } from '../../lib/browser/capture-tab';
import { App } from './app';
import { markWhenInteractive } from './interactive-mark';
import { findTab, load, startCapture } from './model';
// Inline, not a <link>: a stylesheet blocks this module until it has loaded, and extension pages load
// their files one after another, so a separate CSS file delays the first render by one more fetch.
import css from './style.css?inline';

document.head.append(Object.assign(document.createElement('style'), { textContent: css }));
const root = document.getElementById('app')!;
markWhenInteractive(root);
render(<App />, root);
// The tab lookup and the injection of capture.js (which needs no settings) overlap the storage read;
// the page is read right after it, in the tab's process, so it does not hold up the shell's paint.
const tab = findTab();
const injected = tab.then((id) => (id === undefined ? undefined : injectCapture(id)));
// Handled here only to stay quiet until awaited: the capture that awaits it reports its failure.
injected.catch(() => undefined);
void load().then(() => startCapture(tab, injected));
