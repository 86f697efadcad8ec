import { render } from 'preact';
import { App } from './app';
import { load, startCapture } from './model';
import './style.css';

render(<App />, document.getElementById('app')!);
// Paint the shell from storage first; read the page only after that paint.
void load().then(() => requestAnimationFrame(() => setTimeout(() => void startCapture(), 0)));
