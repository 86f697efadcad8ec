import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

/**
 * Builds:
 * - `wxt build` / `wxt zip` (mode production): the store build. Host access to Craft's API only;
 *   any other API host (a proxy) is asked for at run time through optional_host_permissions.
 * - `wxt build --mode e2e` (→ .output/chrome-mv3-e2e): the build the sandbox and the e2e tests load.
 *   It adds loopback host access because a test runner cannot click Chromium's permission prompt
 *   (microsoft/playwright#32755): the emulator and the test pages live on 127.0.0.1 / localhost.
 */
const LOOPBACK_HOSTS = ['http://127.0.0.1/*', 'http://localhost/*'];

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  // MV3 for Firefox too: scripting, optional_host_permissions and one manifest shape for both.
  manifestVersion: 3,
  vite: () => ({ plugins: [preact()] }),
  manifest: ({ mode, browser }) => ({
    // Localized from public/_locales (lib/i18n/t.ts); Chromium refuses _locales without default_locale.
    default_locale: 'en',
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    permissions: ['activeTab', 'contextMenus', 'storage', 'scripting'],
    optional_permissions: ['notifications'],
    host_permissions: ['https://connect.craft.do/*', ...(mode === 'e2e' ? LOOPBACK_HOSTS : [])],
    optional_host_permissions: ['*://*/*'],
    content_security_policy: {
      extension_pages: "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    },
    commands: {
      _execute_action: {
        suggested_key: { default: 'Alt+Shift+C' },
        description: '__MSG_cmd_open__',
      },
      'quick-clip': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: '__MSG_cmd_quickClip__',
      },
      'quick-task': {
        suggested_key: { default: 'Alt+Shift+T' },
        description: '__MSG_cmd_quickTask__',
      },
    },
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: 'clip-to-craft@craft-clipper.dev', strict_min_version: '128.0' } } }
      : {}),
  }),
});
