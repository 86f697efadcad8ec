/**
 * `npm run check-connection` against the emulator, as CI runs it: every question asked matches,
 * the report holds neither the link id nor the key, and what the check created is gone again.
 * Against an emulator switched to other answers, the check reports the difference.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator, LinkInfo } from '../../emulator/index';
import { checkConnectionCli } from '../../scripts/check-connection/cli';
import { redact } from '../../scripts/check-connection/report';
import { runCheck } from '../../scripts/check-connection/run';
import { start } from './helpers';

// Each check makes some 50 requests to each side; on a busy machine that takes a while: wait for it.
const WAIT = { timeout: 600_000 };

const ROOT = join(__dirname, '..', '..');
let emu: Emulator;
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu.close());

const argsFor = (link: LinkInfo, extra: string[]) => [
  link.apiUrl,
  ...(link.apiKey ? ['--key', link.apiKey] : []),
  ...extra,
];

/** The real command, in its own process, as a user runs it. */
function checkConnectionProcess(
  link: LinkInfo,
  ...extra: string[]
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/check-connection.ts', ...argsFor(link, extra)], {
    cwd: ROOT,
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    err += d;
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out, err })));
}

/** The same command line, run in this process. */
async function checkConnection(
  link: LinkInfo,
  ...extra: string[]
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await checkConnectionCli(argsFor(link, extra), {
    out: (t) => {
      out += `${t}\n`;
    },
    err: (t) => {
      err += `${t}\n`;
    },
  });
  return { code, out, err };
}

function expectNoSecrets(text: string, link: LinkInfo) {
  expect(text).not.toContain(link.id);
  expect(text).not.toContain(link.apiUrl);
  if (link.apiKey) expect(text).not.toContain(link.apiKey);
}

/** What the check leaves behind: documents in use, tasks and blocks carrying its marker. */
function leftovers(): string[] {
  const live = emu.state.documents().filter((d) => d.location !== 'trash' && d.title.includes('connection check'));
  const tasks = emu.state.tasks().filter((t) => /connection check/i.test(String(t.markdown)));
  const blocks = emu.state
    .documents()
    .filter((d) => d.location !== 'trash')
    .flatMap((d) => (emu.state.block(d.id)?.content as { markdown?: string }[] | undefined) ?? [])
    .filter((b) => /\bcc[0-9a-z]{8,}/.test(String(b.markdown)));
  return [
    ...live.map((d) => d.title),
    ...tasks.map((t) => String(t.markdown)),
    ...blocks.map((b) => String(b.markdown)),
  ];
}

describe('npm run check-connection against the emulator', WAIT, () => {
  it('a keyed All Documents link: all match, a 429 met on the way compared too, no link id or key in the report', async () => {
    const link = emu.link('space', { keyed: true });
    // A 429 on the way (the check waits it out and compares its body with the emulator's own).
    emu.faults.force({ method: 'POST', path: '/tasks', status: 429, headers: { 'Retry-After': '0' } });
    const { code, out, err } = await checkConnectionProcess(link);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('link kind: All Documents');
    expect(out).toMatch(/\[match\] The body of a 429/);
    expect(out.trim().split('\n').at(-1)).toBe('12 match, 0 differ, 0 unknown');
    expectNoSecrets(out, link);
    expect(leftovers()).toEqual([]);
  });

  it.each([
    ['daily-notes', '9 match, 0 differ, 0 unknown'],
    ['documents', '9 match, 0 differ, 0 unknown'],
  ] as const)('a %s link, as JSON: %s', async (kind, summary) => {
    const link = emu.link(kind);
    const { code, out } = await checkConnection(link, '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report).toMatchObject({ kind, summary });
    expect(
      report.results.filter((r: { verdict: string }) => r.verdict !== 'match').map((r: { id: string }) => r.id),
    ).toEqual(
      kind === 'documents'
        ? ['two-line-task', 'trash-write', 'rate-limit-body']
        : ['trash-listing', 'trash-write', 'rate-limit-body'],
    );
    expectNoSecrets(out, link);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a URL that is not a connection, without the URL in the message', async () => {
    const { code, err } = await checkConnection({ id: 'x', kind: 'space', apiUrl: 'https://example.com/not/a/link' });
    expect(code).toBe(1);
    expect(err).toMatch(/could not start: That isn't a Craft API URL/);
    expect(err).not.toContain('example.com/not/a/link');
  });

  it('a link that cannot be reached: the reason, without the link id or key', async () => {
    const link = {
      id: 'SecretLink9',
      kind: 'space' as const,
      apiUrl: `${emu.origin.replace(/:\d+$/, ':1')}/links/SecretLink9/api/v1`,
      apiKey: 'pdk_secret_key',
    };
    const { code, err } = await checkConnection(link);
    expect(code).toBe(1);
    expect(err).toMatch(/could not start: Couldn't reach/);
    expectNoSecrets(err, link);
  });
});

describe('the check reports what differs', WAIT, () => {
  it("uploads without fileSize and another answer for other kinds' endpoints show as differ", async () => {
    emu.configure({ bareUploads: true, otherKind: 403 });
    try {
      const report = await runCheck({ apiUrl: emu.link('daily-notes').apiUrl });
      const verdicts = Object.fromEntries(report.results.map((r) => [r.id, r.verdict]));
      expect(verdicts).toMatchObject({
        'kind-endpoints': 'differ',
        'upload-fields': 'differ',
        'inline-markup': 'match',
      });
      const kinds = report.results.find((r) => r.id === 'kind-endpoints')!;
      expect(kinds.service).toEqual({ folders: '403 json FORBIDDEN', tasks: '200 json items' });
      expect(kinds.emulator).toEqual({ folders: '404 html', tasks: '200 json items' });
      expect(report.counts).toEqual({ match: 7, differ: 2, unknown: 0 });
    } finally {
      emu.reset();
    }
  });

  it('redact takes out every form of the secrets', () => {
    const secrets = { apiUrl: 'https://connect.craft.do/links/Ab+c/api/v1', linkId: 'Ab+c', apiKey: 'pdk_x"y' };
    const text = 'at https://connect.craft.do/links/Ab+c/api/v1 id Ab+c encoded Ab%2Bc key pdk_x"y json pdk_x\\"y';
    expect(redact(text, secrets)).toBe('at <API URL> id <link id> encoded <link id> key <key> json <key>');
  });
});
