/**
 * Starts Firefox ESR with Marionette on a fresh profile and installs a build of the extension as a
 * temporary add-on (unsigned builds install that way on any Firefox). The extension's internal UUID
 * is fixed through the `extensions.webextensions.uuids` pref so its pages have a known
 * moz-extension:// origin before it is installed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFirefox } from '../../e2e/support/find-browser';
import { Marionette } from './marionette';

export const FIREFOX_BUILD_DIR =
  process.env.E2E_FIREFOX_EXTENSION_DIR ?? resolve(import.meta.dirname, '../../../.output/firefox-mv3-e2e');
/** browser_specific_settings.gecko.id in wxt.config.ts. */
export const ADDON_ID = 'clip-to-craft@craft-clipper.dev';
export const EXTENSION_UUID = '3f9d2c4e-8b1a-4c6d-9e2f-5a7b8c9d0e1f';
export const EXTENSION_ORIGIN = `moz-extension://${EXTENSION_UUID}`;

export interface LaunchedFirefox {
  marionette: Marionette;
  /** Where downloads land, without asking (inside the profile, gone with it). */
  downloadDir: string;
  /** Whatever Firefox printed, for a failing test's message. */
  output(): string;
  close(): Promise<void>;
}

const PREFS: Record<string, string | number | boolean> = {
  // 0: Firefox picks a free port and writes it to <profile>/MarionetteActivePort.
  'marionette.port': 0,
  'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: EXTENSION_UUID }),
  'browser.shell.checkDefaultBrowser': false,
  'browser.aboutwelcome.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'browser.startup.homepage_override.mstone': 'ignore',
};

function userJs(prefs: Record<string, unknown>): string {
  return Object.entries(prefs)
    .map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`)
    .join('\n');
}

/** Resolves with the Marionette port once Firefox has written it; rejects if Firefox exits first. */
async function marionettePort(profile: string, child: ChildProcess, output: () => string): Promise<number> {
  const file = join(profile, 'MarionetteActivePort');
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`Firefox exited (${child.exitCode}) before Marionette started:\n${output()}`);
    if (existsSync(file)) {
      const port = Number((await readFile(file, 'utf8')).trim());
      if (port > 0) return port;
    }
    await sleep(100);
  }
}

export async function launchFirefox(
  options: { extensionDir?: string; prefs?: Record<string, string | number | boolean> } = {},
): Promise<LaunchedFirefox> {
  const extensionDir = options.extensionDir ?? FIREFOX_BUILD_DIR;
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(`No Firefox build at ${extensionDir}. Run \`npm run build:e2e:firefox\` first.`);
  }
  const profile = await mkdtemp(join(tmpdir(), 'craft-firefox-'));
  const downloadDir = join(profile, 'downloads');
  await mkdir(downloadDir);
  const downloads = {
    // 2: the folder in browser.download.dir, without a dialog or the downloads panel.
    'browser.download.folderList': 2,
    'browser.download.dir': downloadDir,
    'browser.download.useDownloadDir': true,
    'browser.download.always_ask_before_handling_new_types': false,
    'browser.download.alwaysOpenPanel': false,
    'browser.download.start_downloads_in_tmp_dir': false,
  };
  await writeFile(join(profile, 'user.js'), userJs({ ...PREFS, ...downloads, ...options.prefs }));
  let log = '';
  const child = spawn(
    findFirefox(),
    ['--marionette', '-remote-allow-system-access', '-headless', '-no-remote', '-profile', profile],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, MOZ_HEADLESS: '1' },
    },
  );
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const marionette = await Marionette.connect(await marionettePort(profile, child, () => log));
    await marionette.send('WebDriver:NewSession', {
      capabilities: { alwaysMatch: { unhandledPromptBehavior: 'ignore' } },
    });
    const id = await marionette.send<string>('Addon:Install', { path: resolve(extensionDir), temporary: true });
    if (id !== ADDON_ID) throw new Error(`Installed add-on has id ${id}, expected ${ADDON_ID}`);
    return {
      marionette,
      downloadDir,
      output: () => log,
      close: async () => {
        marionette.close();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
