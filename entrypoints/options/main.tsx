import { render } from 'preact';
import { keepFocus } from '../../components/keep-focus';
import { localizeDocument } from '../../lib/i18n/t';
import { App } from './app';
import { load } from './model';
import '../../components/theme.css';
import './style.css';

localizeDocument(document, 'options_pageTitle');
const root = document.getElementById('app')!;
keepFocus(root);
render(<App />, root);
void load();
