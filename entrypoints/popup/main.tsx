import { render } from 'preact';
import { App } from './app';
import { markWhenInteractive } from './interactive-mark';
import { load, startCapture } from './model';
import './style.css';

const root = document.getElementById('app')!;
markWhenInteractive(root);
render(<App />, root);
// Paint the shell from storage first; read the page only after that paint.
void load().then(() => requestAnimationFrame(() => setTimeout(() => void startCapture(), 0)));
