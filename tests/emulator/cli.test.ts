import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGTERM');
  child = undefined;
});

/** Starts the CLI and resolves with its first four stdout lines. */
function runCli(args: string[]): Promise<string[]> {
  child = spawn(process.execPath, ['--import', 'tsx', 'emulator/cli.ts', ...args], { cwd: ROOT });
  return new Promise((resolve, reject) => {
    let out = '';
    child!.stdout!.on('data', (d) => {
      out += d;
      const lines = out.split('\n').filter(Boolean);
      if (lines.length >= 4) resolve(lines);
    });
    child!.on('exit', (code) => reject(new Error(`CLI exited with ${code}`)));
  });
}

describe('npm run emulator', () => {
  it('prints one "<kind> <API URL>" line per link, and the URLs answer', async () => {
    const data = join(mkdtempSync(join(tmpdir(), 'emu-cli-')), 'state.json');
    const lines = await runCli(['--port', '0', '--rate-limit', 'off', '--data', data, '--key', 'pdk_cli']);
    expect(lines.map((l) => l.split(' ')[0])).toEqual(['documents', 'space', 'daily-notes', 'space']);
    for (const line of lines)
      expect(line).toMatch(/^(documents|space|daily-notes) http:\/\/127\.0\.0\.1:\d+\/links\/\w+\/api\/v1$/);
    const spaceUrl = lines[1].split(' ')[1];
    expect((await fetch(`${spaceUrl}/connection`)).status).toBe(401);
    const ok = await fetch(`${spaceUrl}/connection`, { headers: { Authorization: 'Bearer pdk_cli' } });
    expect((await ok.json()).space.name).toBe('Emulator Space');
    expect(JSON.parse(readFileSync(data, 'utf8')).version).toBe(1);
  });

  it('refuses a bad --rate-limit value', async () => {
    await expect(runCli(['--port', '0', '--rate-limit', 'maybe'])).rejects.toThrow(/exited/);
  });

  it('takes the behaviour switches: --rewrite off, --other-kind, --max-body', async () => {
    const lines = await runCli([
      '--port',
      '0',
      '--rate-limit',
      'off',
      '--rewrite',
      'off',
      '--other-kind',
      '403',
      '--max-body',
      '300',
    ]);
    const [docsUrl, spaceUrl, dailyUrl] = lines.map((l) => l.split(' ')[1]);
    expect((await fetch(`${dailyUrl}/folders`)).status).toBe(403);
    const doc = (await (await fetch(`${docsUrl}/documents`)).json()).items[0].id;
    const post = (markdown: string) =>
      fetch(`${spaceUrl}/blocks`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ markdown, position: { position: 'end', pageId: doc } }),
      });
    expect((await (await post('==kept==')).json()).items[0].markdown).toBe('==kept==');
    expect((await post('x'.repeat(400))).status).toBe(413);
  });

  it.each([
    ['--other-kind', '401'],
    ['--max-body', 'lots'],
    ['--rewrite', 'maybe'],
  ])('refuses %s %s', async (flag, value) => {
    await expect(runCli(['--port', '0', flag, value])).rejects.toThrow(/exited/);
  });
});
