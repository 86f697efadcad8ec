import { render } from 'preact';
import { App } from './app';
import { load } from './model';
import './style.css';

render(<App />, document.getElementById('app')!);
void load();
