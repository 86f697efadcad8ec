import { render } from 'preact';
import { keepFocus } from '../../components/keep-focus';
import { localizeDocument } from '../../lib/i18n/t';
import { load } from '../popup/model';
import { App } from './app';
import { followActiveTab } from './follow-tab';
import { listenForPanelKeys, readAlong } from './panel-model';
import '../../components/theme.css';
import '../popup/style.css';
import './style.css';

localizeDocument(document, 'panel_title');
const root = document.getElementById('app')!;
keepFocus(root);
listenForPanelKeys(window);
render(<App />, root);
void load().then(() => {
  readAlong();
  void followActiveTab();
});
