import { render } from 'preact';
import { keepFocus } from '../../components/keep-focus';
import { localizeDocument } from '../../lib/i18n/t';
import { load } from '../options/model';
import { App } from './app';
import '../../components/theme.css';
import '../options/style.css';
import './style.css';

localizeDocument(document, 'welcome_pageTitle');
const root = document.getElementById('app')!;
keepFocus(root);
render(<App />, root);
void load();
