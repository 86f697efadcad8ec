/**
 * `npm run sandbox [-- --headless] [-- --port 8787]`: a Chromium with the extension connected to a
 * local Craft API emulator, for trying the extension by hand.
 * 1. builds the e2e build (loopback host access, so no permission prompt is needed),
 * 2. starts the emulator with sample data kept in .sandbox/emulator.json (rate limit on, as on Craft),
 * 3. launches Chromium with the extension (profile in .sandbox/profile), headed unless --headless,
 * 4. connects the extension to the emulator's `space` link by driving the options page like a user,
 * 5. opens a sample article and waits until Ctrl-C, then closes everything.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from '../emulator/index';
import { OptionsPage } from '../tests/e2e/pages/options-page';
import { launchWithExtension } from '../tests/e2e/support/launch-extension';
import { startStaticSite } from '../tests/e2e/support/static-server';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    headless: { type: 'boolean', default: false },
    port: { type: 'string', default: '8787' },
    'debug-port': { type: 'string', default: '9222' },
    'skip-build': { type: 'boolean', default: false },
  },
});

const hasDisplay = process.platform !== 'linux' || !!process.env.DISPLAY || !!process.env.WAYLAND_DISPLAY;
const headless = values.headless || !hasDisplay;
if (!values.headless && !hasDisplay) console.log('No display found (DISPLAY is not set): running headless.');

if (!values['skip-build']) {
  console.log('Building the extension (npm run build:e2e)…');
  const build = spawnSync('npm', ['run', 'build:e2e'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const sandboxDir = resolve(root, '.sandbox');
mkdirSync(sandboxDir, { recursive: true });

const emulator = await startEmulator({
  port: Number(values.port),
  dataFile: resolve(sandboxDir, 'emulator.json'),
  rateLimit: true,
});
const site = await startStaticSite(resolve(root, 'tests/e2e/site'));
const { context, extensionId } = await launchWithExtension({
  userDataDir: resolve(sandboxDir, 'profile'),
  headless,
  args: headless ? [`--remote-debugging-port=${values['debug-port']}`] : [],
});

/** Waits (as long as the machine needs) for the options page's answer; an error answer throws. */
async function outcome(options: OptionsPage, success: string): Promise<void> {
  const ok = options.status.getByText(success);
  await ok.or(options.error).first().waitFor({ timeout: 0 });
  if (!(await ok.isVisible())) throw new Error(await options.error.innerText());
}

let closing = false;
async function shutdown(code = 0): Promise<void> {
  if (closing) return;
  closing = true;
  console.log('\nClosing the sandbox…');
  await context.close().catch(() => undefined);
  await site.close();
  await emulator.close();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
// Closing the browser window by hand ends the sandbox too.
context.on('close', () => void shutdown());

try {
  const space = emulator.link('space');
  const options = await new OptionsPage(await context.newPage(), extensionId).open();
  await options.fill(space.apiUrl);
  await options.test();
  await outcome(options, 'Connection works');
  await options.save();
  await outcome(options, 'Saved');
  const article = await context.newPage();
  await article.goto(site.url('/article.html'));
  await article.bringToFront();
} catch (error) {
  console.error('Could not connect the extension to the emulator:', error);
  await shutdown(1);
}

console.log(`
Clip to Craft sandbox is running.
  Extension id:   ${extensionId}
  Options page:   chrome-extension://${extensionId}/options.html
  Sample article: ${site.url('/article.html')}
  Emulator:       ${emulator.origin} (data in .sandbox/emulator.json, rate limit on)
${emulator.links.map((l) => `    ${l.kind.padEnd(12)} ${l.apiUrl}${l.apiKey ? `  (key ${l.apiKey})` : ''}`).join('\n')}
${headless ? `  Remote debugging: http://127.0.0.1:${values['debug-port']} (open chrome://inspect on another browser)\n` : ''}
The extension is connected to the "space" link. Select text on the article and press Alt+Shift+S,
right-click for "Clip to Craft", or click the toolbar button. See what arrived with
  curl ${emulator.link('space').apiUrl}/documents
Press Ctrl-C to stop.`);
