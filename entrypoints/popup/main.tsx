import { render } from 'preact';
import { App } from './app';
import { markWhenInteractive } from './interactive-mark';
import { findTab, load, startCapture } from './model';
import './style.css';

const root = document.getElementById('app')!;
markWhenInteractive(root);
render(<App />, root);
// The tab lookup overlaps the storage read, and the page is read right after it (the capture runs in
// the tab's process, so it does not hold up the shell's first paint): Send is usable sooner.
const tab = findTab();
void load().then(() => startCapture(tab));
