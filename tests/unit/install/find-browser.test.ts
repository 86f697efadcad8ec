/**
 * The browser finder the sandbox, the e2e tests, the Firefox suite and the bench share: an explicit
 * CHROMIUM_PATH / FIREFOX_PATH first, then each platform's install places. Other platforms are
 * checked by pointing their folder variables (HOME, LOCALAPPDATA, PROGRAMFILES) at a temp dir that
 * holds an executable where the browser would be installed.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findChromium, findFirefox } from '../../e2e/support/find-browser';

let dir: string;

/** An executable file at `path` under the temp dir; returns its full path. */
function install(path: string, mode = 0o755): string {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
  chmodSync(file, mode);
  return file;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'find-browser-'));
  for (const name of ['CHROMIUM_PATH', 'FIREFOX_PATH', 'LOCALAPPDATA', 'PROGRAMFILES', 'PROGRAMFILES(X86)'])
    vi.stubEnv(name, '');
  vi.stubEnv('HOME', dir);
  vi.stubEnv('PATH', join(dir, 'bin'));
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, on any platform', () => {
    const path = install('custom/chromium-dev');
    vi.stubEnv('CHROMIUM_PATH', path);
    for (const platform of ['linux', 'darwin', 'win32'])
      expect(findChromium(platform)).toEqual({ path, branded: false });
  });

  it('says so when CHROMIUM_PATH is not an executable', () => {
    vi.stubEnv('CHROMIUM_PATH', install('custom/not-executable', 0o644));
    expect(() => findChromium('linux')).toThrow(
      /CHROMIUM_PATH is set to .*not-executable, which is not an executable file/,
    );
  });

  it.each([
    ['darwin', 'Applications/Chromium.app/Contents/MacOS/Chromium', false],
    ['darwin', 'Applications/Google Chrome.app/Contents/MacOS/Google Chrome', true],
    ['win32', 'local/Chromium/Application/chrome.exe', false],
    ['win32', 'local/Google/Chrome/Application/chrome.exe', true],
  ])('finds the %s install at %s (Google Chrome: %s)', (platform, path, branded) => {
    vi.stubEnv('LOCALAPPDATA', join(dir, 'local'));
    const file = install(path);
    expect(findChromium(platform)).toEqual({ path: file, branded });
  });

  it('prefers Chromium when Chrome is installed too', () => {
    vi.stubEnv('PROGRAMFILES', join(dir, 'programs'));
    install('programs/Google/Chrome/Application/chrome.exe');
    const chromium = install('programs/Chromium/Application/chrome.exe');
    expect(findChromium('win32')).toEqual({ path: chromium, branded: false });
  });

  it.each([
    [
      'darwin',
      /No Chromium or Google Chrome found\. Install Chromium or Google Chrome into \/Applications, or set CHROMIUM_PATH/,
    ],
    ['win32', /No Chromium or Google Chrome found\. Install Chromium or Google Chrome, or set CHROMIUM_PATH/],
  ])('tells how to install one on %s when none is there', (platform, message) => {
    expect(() => findChromium(platform)).toThrow(message);
  });
});

describe('findFirefox', () => {
  it('takes FIREFOX_PATH first', () => {
    const path = install('custom/firefox-nightly');
    vi.stubEnv('FIREFOX_PATH', path);
    expect(findFirefox('linux')).toBe(path);
  });

  it.each([
    ['darwin', 'Applications/Firefox.app/Contents/MacOS/firefox'],
    ['win32', 'programs/Mozilla Firefox/firefox.exe'],
  ])('finds the %s install at %s', (platform, path) => {
    vi.stubEnv('PROGRAMFILES', join(dir, 'programs'));
    const file = install(path);
    expect(findFirefox(platform)).toBe(file);
  });

  it('tells how to install it when none is there', () => {
    expect(() => findFirefox('darwin')).toThrow(
      /No Firefox found\. Install Firefox into \/Applications, or set FIREFOX_PATH/,
    );
  });
});
