/**
 * Finds the browsers the sandbox, the e2e tests, the Firefox suite and the bench run: an explicit
 * path first (CHROMIUM_PATH / FIREFOX_PATH), then the usual install places on Linux, macOS and
 * Windows, then the PATH. Test tools cannot download browsers here, so a missing one fails with a
 * message that says how to install it on this platform.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface FoundBrowser {
  path: string;
  /** Google Chrome (branded) needs one more switch to load an unpacked extension; Chromium does not. */
  branded: boolean;
}

type Platform = 'linux' | 'darwin' | 'win32';
interface Candidate {
  path: string;
  branded: boolean;
}

const env = (name: string) => process.env[name] ?? '';

function chromiumCandidates(platform: Platform): Candidate[] {
  const chromium = (path: string) => ({ path, branded: false });
  const chrome = (path: string) => ({ path, branded: true });
  if (platform === 'darwin') {
    const apps = ['/Applications', join(env('HOME'), 'Applications')];
    return apps.flatMap((dir) => [
      chromium(join(dir, 'Chromium.app/Contents/MacOS/Chromium')),
      chrome(join(dir, 'Google Chrome.app/Contents/MacOS/Google Chrome')),
    ]);
  }
  if (platform === 'win32') {
    const roots = [env('LOCALAPPDATA'), env('PROGRAMFILES'), env('PROGRAMFILES(X86)')].filter(Boolean);
    return roots.flatMap((root) => [
      chromium(join(root, 'Chromium', 'Application', 'chrome.exe')),
      chrome(join(root, 'Google', 'Chrome', 'Application', 'chrome.exe')),
    ]);
  }
  return [
    ...['chromium', 'chromium-browser'].flatMap((name) => [
      chromium(`/usr/bin/${name}`),
      chromium(`/snap/bin/${name}`),
    ]),
    ...['google-chrome', 'google-chrome-stable'].map((name) => chrome(`/usr/bin/${name}`)),
    chrome('/opt/google/chrome/chrome'),
  ];
}

function firefoxCandidates(platform: Platform): string[] {
  if (platform === 'darwin')
    return [
      '/Applications/Firefox.app/Contents/MacOS/firefox',
      join(env('HOME'), 'Applications/Firefox.app/Contents/MacOS/firefox'),
    ];
  if (platform === 'win32') {
    return [env('PROGRAMFILES'), env('PROGRAMFILES(X86)')]
      .filter(Boolean)
      .map((root) => join(root, 'Mozilla Firefox', 'firefox.exe'));
  }
  return ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/snap/bin/firefox'];
}

function executable(path: string): boolean {
  try {
    accessSync(path, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `name` on the PATH (Linux only: elsewhere browsers live in app folders, not on the PATH). */
function onPath(names: string[]): string | undefined {
  for (const dir of env('PATH').split(delimiter).filter(Boolean)) {
    for (const name of names) if (executable(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

const CHROMIUM_HELP: Record<Platform, string> = {
  linux: 'Install Chromium (Debian/Ubuntu: `sudo apt-get install chromium`) or Google Chrome',
  darwin: 'Install Chromium or Google Chrome into /Applications',
  win32: 'Install Chromium or Google Chrome',
};
const FIREFOX_HELP: Record<Platform, string> = {
  linux: 'Install Firefox (Debian: `sudo apt-get install firefox-esr`)',
  darwin: 'Install Firefox into /Applications',
  win32: 'Install Firefox',
};

const platformOf = (platform: string): Platform => (platform === 'darwin' || platform === 'win32' ? platform : 'linux');

export function findChromium(platform: string = process.platform): FoundBrowser {
  const override = env('CHROMIUM_PATH');
  if (override) {
    if (!executable(override)) throw new Error(`CHROMIUM_PATH is set to ${override}, which is not an executable file.`);
    return { path: override, branded: /google/i.test(override) };
  }
  const p = platformOf(platform);
  const found = chromiumCandidates(p).find((c) => executable(c.path));
  if (found) return found;
  const named = p === 'linux' ? onPath(['chromium', 'chromium-browser']) : undefined;
  if (named) return { path: named, branded: false };
  const chrome = p === 'linux' ? onPath(['google-chrome', 'google-chrome-stable']) : undefined;
  if (chrome) return { path: chrome, branded: true };
  throw new Error(`No Chromium or Google Chrome found. ${CHROMIUM_HELP[p]}, or set CHROMIUM_PATH to its executable.`);
}

export function findFirefox(platform: string = process.platform): string {
  const override = env('FIREFOX_PATH');
  if (override) {
    if (!executable(override)) throw new Error(`FIREFOX_PATH is set to ${override}, which is not an executable file.`);
    return override;
  }
  const p = platformOf(platform);
  const found =
    firefoxCandidates(p).find(executable) ?? (p === 'linux' ? onPath(['firefox-esr', 'firefox']) : undefined);
  if (found) return found;
  throw new Error(`No Firefox found. ${FIREFOX_HELP[p]}, or set FIREFOX_PATH to its executable.`);
}
