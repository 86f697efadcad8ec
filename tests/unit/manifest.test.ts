// Minimal permissions and a strict CSP, checked against the BUILT manifests: the production builds
// for Chromium and Firefox (MV3) and the e2e build, built here into a temp dir with WXT's JS API so
// the test never reads a stale .output. About 35 s on two cores (three builds).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRAFT_API_HOST } from '../../lib/craft/parse-connection-url';

const ROOT = resolve(import.meta.dirname, '../..');
const BUILDS = {
  chrome: { browser: 'chrome', mode: 'production', dir: 'chrome-mv3' },
  firefox: { browser: 'firefox', mode: 'production', dir: 'firefox-mv3' },
  e2e: { browser: 'chrome', mode: 'e2e', dir: 'chrome-mv3-e2e' },
} as const;
type BuildName = keyof typeof BUILDS;

const REQUIRED_PERMISSIONS = ['activeTab', 'contextMenus', 'scripting', 'storage'];
// sidePanel: Chrome's side panel (issue 28); Firefox's sidebar needs no permission.
const PERMISSIONS = { chrome: [...REQUIRED_PERMISSIONS, 'sidePanel'].sort(), firefox: REQUIRED_PERMISSIONS };
// tabs: asked only when "Save all tabs" meets a tab whose address is hidden (README "Permissions").
const OPTIONAL_PERMISSIONS_ALLOWED = ['notifications', 'tabs'];
const API_HOST_PATTERN = `https://${CRAFT_API_HOST}/*`;
const LOOPBACK = ['http://127.0.0.1/*', 'http://localhost/*'];

type Manifest = Record<string, unknown> & {
  permissions?: string[];
  optional_permissions?: string[];
  host_permissions?: string[];
  content_security_policy?: { extension_pages?: string };
};

let outDir: string;
const manifests = {} as Record<BuildName, Manifest>;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'manifest-test-'));
  // One child process for the three builds: WXT's build is not meant to run inside Vitest's Vite.
  const script = `import { build } from 'wxt';
const quiet = { debug() {}, log() {}, info() {}, warn() {}, success() {}, error: console.error, fatal: console.error, level: 0 };
for (const b of ${JSON.stringify(Object.values(BUILDS))}) {
  await build({ browser: b.browser, mode: b.mode, outDir: ${JSON.stringify(outDir)}, logger: quiet });
}`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, maxBuffer: 1 << 24 });
  for (const [name, b] of Object.entries(BUILDS)) {
    manifests[name as BuildName] = JSON.parse(await readFile(join(outDir, b.dir, 'manifest.json'), 'utf8'));
  }
}, 600_000); // three builds: minutes on a busy two-core machine; the hook waits for them to end

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** CSP directives as a map: `script-src 'self'` → { 'script-src': ["'self'"] }. */
function directives(csp: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name.toLowerCase()] = values;
  }
  return out;
}

describe.each(['chrome', 'firefox'] as const)('%s production manifest', (name) => {
  it('asks only for activeTab, contextMenus, storage and scripting (and sidePanel in Chrome)', () => {
    expect([...(manifests[name].permissions ?? [])].sort()).toEqual(PERMISSIONS[name]);
  });

  it('has the side panel (Chrome) or the sidebar (Firefox), and a command to open it with no suggested key', () => {
    const panel = name === 'chrome' ? manifests[name].side_panel : manifests[name].sidebar_action;
    expect(panel).toMatchObject(
      name === 'chrome'
        ? { default_path: 'sidepanel.html' }
        : { default_panel: 'sidepanel.html', default_title: '__MSG_panel_title__' },
    );
    expect((manifests[name].commands as Record<string, unknown>)['open-panel']).toEqual({
      description: '__MSG_cmd_openPanel__',
    });
  });

  it('has host access to the Craft API origin only; anything else is optional', () => {
    expect(manifests[name].host_permissions).toEqual([API_HOST_PATTERN]);
    for (const p of manifests[name].optional_permissions ?? []) expect(OPTIONAL_PERMISSIONS_ALLOWED).toContain(p);
  });

  it('injects nothing into pages by itself and exposes nothing to pages or other extensions', () => {
    for (const key of ['content_scripts', 'web_accessible_resources', 'externally_connectable', 'sandbox']) {
      expect(manifests[name]).not.toHaveProperty(key);
    }
  });

  it('has a strict content security policy on extension pages', () => {
    const csp = directives(manifests[name].content_security_policy?.extension_pages ?? '');
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe|\*|https?:|data:|blob:/);
  });

  it('extension pages load only their own scripts, none inline', async () => {
    const dir = join(outDir, BUILDS[name].dir);
    const pages = (await readdir(dir)).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const html = await readFile(join(dir, page), 'utf8');
      for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) expect(tag).toMatch(/\ssrc="\/[^/]/);
      expect(html).not.toMatch(/<script\b(?![^>]*\ssrc=)[^>]*>\s*\S/i);
      expect(html).not.toMatch(/\son[a-z]+=/i);
    }
  });
});

describe.each(['chrome', 'firefox'] as const)('%s build languages', (name) => {
  // The background's menus, notifications and errors read these at run time (browser.i18n): they must ship.
  it('packages the six locales, each with every English key, and every __MSG_ of the manifest resolves in each', async () => {
    const dir = join(outDir, BUILDS[name].dir, '_locales');
    const locales = (await readdir(dir)).sort();
    expect(locales).toEqual(['de', 'en', 'es', 'fr', 'ja', 'zh_CN']);
    expect(manifests[name].default_locale).toBe('en');
    const read = async (l: string) =>
      JSON.parse(await readFile(join(dir, l, 'messages.json'), 'utf8')) as Record<string, { message: string }>;
    const english = Object.keys(await read('en')).sort();
    const wanted = [...JSON.stringify(manifests[name]).matchAll(/__MSG_(\w+?)__/g)].map((m) => m[1]);
    expect(wanted.length).toBeGreaterThan(0);
    for (const locale of locales) {
      const messages = await read(locale);
      expect(Object.keys(messages).sort(), locale).toEqual(english);
      for (const key of wanted) expect(messages[key]?.message, `${locale} ${key}`).toBeTruthy();
    }
  });
});

describe('e2e build', () => {
  it('differs from the production build only by the loopback hosts', () => {
    const { host_permissions: e2eHosts, ...e2eRest } = manifests.e2e;
    const { host_permissions: prodHosts, ...prodRest } = manifests.chrome;
    expect(e2eRest).toEqual(prodRest);
    expect(e2eHosts).toEqual([...(prodHosts ?? []), ...LOOPBACK]);
  });
});
