import { render } from 'preact';
import { browser } from 'wxt/browser';
render(<p>hello {browser.runtime.id}</p>, document.getElementById('app')!);
