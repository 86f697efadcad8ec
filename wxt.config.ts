import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import type { Plugin, Rollup } from 'vite';

/**
 * Builds:
 * - `wxt build` / `wxt zip` (mode production): the store build. Host access to Craft's API only;
 *   any other API host (a proxy) is asked for at run time through optional_host_permissions.
 * - `wxt build --mode e2e` (→ .output/chrome-mv3-e2e): the build the sandbox and the e2e tests load.
 *   It adds loopback host access because a test runner cannot click Chromium's permission prompt
 *   (microsoft/playwright#32755): the emulator and the test pages live on 127.0.0.1 / localhost.
 */
const LOOPBACK_HOSTS = ['http://127.0.0.1/*', 'http://localhost/*'];

/**
 * Keyboard shortcuts. Alt+Shift with a letter, and only letters Chromium binds: in Chromium 156
 * `commands.getAll()` leaves Alt+Shift+C, T, A, B, N, P, R, W, X and Z unassigned (they collide
 * with the browser's own accelerators), while O, S, D and H are bound in Chromium and in Firefox.
 * Chromium takes at most four suggested keys per extension: this is the fourth. The e2e and Firefox
 * suites check every one is bound.
 */
const SHORTCUTS = {
  _execute_action: 'Alt+Shift+O',
  'quick-clip': 'Alt+Shift+S',
  'quick-task': 'Alt+Shift+D',
  highlight: 'Alt+Shift+H',
} as const;

/**
 * Oldest browsers the code runs in. Chromium 116: AbortSignal.any (lib/outbox/pacer.ts), the newest
 * API the bundles use (tests/unit/store/packages.test.ts checks the bundles against browser-features.ts).
 * Firefox 140: the first with `data_collection_permissions` (AMO's linter warns below it); it also
 * has everything above (AbortSignal.any since 124).
 */
/**
 * One chunk for all the code the popup shares with the other pages (options, welcome). Rollup's default
 * is a chunk per set of pages sharing a module (popup+options, popup+options+welcome), and the popup
 * fetches each of them before its first line runs (issue 13: popup interactive ≤ 100 ms). Stylesheets
 * keep their own files: the popup inlines its CSS (entrypoints/popup/main.tsx says why).
 * The single-file builds (background.js, capture.js) have no chunks and are left alone.
 */
function sharedChunk(): Plugin {
  return {
    name: 'craft-clipper:shared-chunk',
    outputOptions(options) {
      if (options.inlineDynamicImports) return options;
      const reach = new Map<string, Set<string>>();
      return {
        ...options,
        manualChunks(id, { getModuleInfo }) {
          if (id.endsWith('.css')) return null;
          const pages = [...pagesImporting(id, getModuleInfo, reach)];
          return pages.length > 1 && pages.some((page) => page.endsWith('/popup/index.html')) ? 'shared' : null;
        },
      };
    },
  };
}

/** The entry modules that import `id` through static imports only (code loaded lazily is not counted). */
function pagesImporting(id: string, info: Rollup.GetModuleInfo, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const pages = new Set<string>();
  memo.set(id, pages); // import cycles end here
  const module = info(id);
  if (module?.isEntry) pages.add(id);
  for (const importer of module?.importers ?? []) {
    for (const page of pagesImporting(importer, info, memo)) pages.add(page);
  }
  return pages;
}

/**
 * capture.js's build stamp (lib/capture/build.ts): a hash of what it is built from (lib/, its entry and
 * the lock file), so the same sources give the same file, and a page holding a copy built from other
 * sources is given the new one. Files are read as they are (line endings included). Computed once: WXT
 * asks for the Vite config once per group of entrypoints it builds (four in one build).
 */
let captureStamp: string | undefined;
const captureBuild = (): string => (captureStamp ??= hashCaptureSources());

function hashCaptureSources(): string {
  const root = import.meta.dirname;
  const files = [
    'entrypoints/capture.ts',
    'package-lock.json',
    // Separators as on POSIX, so that the same sources give the same stamp on every system.
    ...readdirSync(resolve(root, 'lib'), { recursive: true, encoding: 'utf8' }).map(
      (f) => `lib/${f.split(sep).join('/')}`,
    ),
  ]
    .filter((f) => statSync(resolve(root, f)).isFile())
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(resolve(root, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

const MINIMUM_CHROME_VERSION = '116';
const FIREFOX_MIN_VERSION = '140.0';
const FIREFOX_ANDROID_MIN_VERSION = '142.0';

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  // The sources archive AMO reviewers rebuild from: leave out what tests and tools generate.
  zip: { excludeSources: ['test-results/**', 'playwright-report/**', 'bench/results/*.tmp'] },
  // MV3 for Firefox too: scripting, optional_host_permissions and one manifest shape for both.
  manifestVersion: 3,
  // ASCII output: the converter marks text with U+FDD0, a Unicode noncharacter, and Chromium refuses to
  // inject a script holding one ("Could not load file '/capture.js'. It isn't UTF-8 encoded.").
  // capture.js's build stamp only in builds: `wxt dev` rebuilds with the config it started with.
  vite: ({ command }) => ({
    plugins: [preact(), sharedChunk()],
    esbuild: { charset: 'ascii' },
    ...(command === 'build' ? { define: { __CAPTURE_BUILD__: JSON.stringify(captureBuild()) } } : {}),
  }),
  hooks: {
    // WXT takes the sidebar's title from sidepanel.html's <title>, one language; Firefox shows it in
    // its sidebar header and the View › Sidebar menu, so it is the localised message instead.
    'build:manifestGenerated': (_wxt, manifest) => {
      if (manifest.sidebar_action) manifest.sidebar_action.default_title = '__MSG_panel_title__';
    },
  },
  manifest: ({ mode, browser }) => ({
    // Localized from public/_locales (lib/i18n/t.ts); Chromium refuses _locales without default_locale.
    default_locale: 'en',
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    permissions: ['activeTab', 'contextMenus', 'storage', 'scripting'],
    // tabs: asked when the user presses "Save all tabs" and a tab's address is hidden (README "Permissions").
    optional_permissions: ['notifications', 'tabs'],
    host_permissions: ['https://connect.craft.do/*', ...(mode === 'e2e' ? LOOPBACK_HOSTS : [])],
    optional_host_permissions: ['*://*/*'],
    content_security_policy: {
      extension_pages: "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    },
    commands: {
      _execute_action: {
        suggested_key: { default: SHORTCUTS._execute_action },
        description: '__MSG_cmd_open__',
      },
      'quick-clip': {
        suggested_key: { default: SHORTCUTS['quick-clip'] },
        description: '__MSG_cmd_quickClip__',
      },
      'quick-task': {
        suggested_key: { default: SHORTCUTS['quick-task'] },
        description: '__MSG_cmd_quickTask__',
      },
      highlight: {
        suggested_key: { default: SHORTCUTS.highlight },
        description: '__MSG_cmd_highlight__',
      },
      // No suggested key: Chrome binds at most four per extension, and these four matter more. The
      // options page links to the browser's shortcut page, where the user can give it one.
      'open-panel': { description: '__MSG_cmd_openPanel__' },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'clip-to-craft@craft-clipper.dev',
              strict_min_version: FIREFOX_MIN_VERSION,
              // Mozilla counts any data handled outside the browser as transmitted, even into the user's
              // own account: a clip carries page content and the page's address to Craft. Required,
              // because clipping is the extension's purpose. README "Permissions" says more.
              data_collection_permissions: { required: ['websiteContent', 'browsingActivity'] },
            },
            // Firefox for Android reads data_collection_permissions from 142 on.
            gecko_android: { strict_min_version: FIREFOX_ANDROID_MIN_VERSION },
          },
        }
      : { minimum_chrome_version: MINIMUM_CHROME_VERSION }),
  }),
});
