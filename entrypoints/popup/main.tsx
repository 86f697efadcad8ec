import { render } from 'preact';
import { keepFocus } from '../../components/keep-focus';
import { injectCapture } from '../../lib/browser/capture-tab';
import { localizeDocument } from '../../lib/i18n/t';
import { App } from './app';
import { startCapture } from './capture';
import { afterPaint, painted } from './after-paint';
import { markWhenInteractive } from './interactive-mark';
import { listenForKeys } from './keyboard';
import { findTab, load, showSnapshot } from './model';
import { RenderedPreview } from './components/preview-pane';
// Inline, not a <link>: a stylesheet blocks this module until it has loaded, and extension pages load
// their files one after another, so a separate CSS file delays the first render by one more fetch.
import theme from '../../components/theme.css?inline';
import css from './style.css?inline';

// The tab lookup and the injection of capture.js (which needs no settings) overlap the storage read;
// the page is read right after it, in the tab's process, so it does not hold up the shell's paint.
const tab = findTab();
const injected = tab.then((id) => (id === undefined ? undefined : injectCapture(id)));
// Handled here only to stay quiet until awaited: the capture that awaits it reports its failure.
injected.catch(() => undefined);
const loaded = load();
// Drawn from the last open's snapshot until storage answers (shell-snapshot.ts); a first open waits.
showSnapshot();
// After the reads have started: the first i18n call fetches the locale's messages synchronously from
// the browser, which then overlaps them instead of delaying them.
localizeDocument(document, 'extName');
document.head.append(Object.assign(document.createElement('style'), { textContent: theme + css }));
const root = document.getElementById('app')!;
markWhenInteractive(root);
keepFocus(root);
listenForKeys(window);
render(<App />, root);
void loaded.then(() => {
  void startCapture(tab, injected);
  // The rendered preview's code and the lazy parts, once the shell is on screen: the page takes longer
  // to read than they take to arrive, and fetched earlier they would delay the shell.
  afterPaint(() => {
    painted.value = true;
    void RenderedPreview.preload();
    // The page's marks (issue 27 §5), from a lazy chunk: most pages have none.
    void tab.then((id) => (id === undefined ? undefined : import('./marks').then((m) => m.showMarks(id))));
  });
});
