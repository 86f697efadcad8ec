/**
 * Contract: folders (space links only) — list the tree, create, move, delete. Runs against the local
 * emulator, or a real space connection when CRAFT_API_URL (and optionally CRAFT_API_KEY) is set; it
 * deletes every folder it creates. See harness.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CraftClient } from '../../lib/craft/client';
import type { Folder } from '../../lib/craft/types';
import { describeKinds, expectRefused, marker, openTarget } from './harness';

const target = await openTarget();
afterAll(() => target.close());

const flatten = (folders: Folder[]): Folder[] => folders.flatMap((f) => [f, ...flatten(f.folders ?? [])]);

describeKinds(target, ['space'], 'folders', (kind) => {
  let client: CraftClient;
  const created: string[] = [];
  beforeAll(() => {
    client = target.client(kind);
  });
  afterAll(async () => {
    if (created.length) await client.folders.delete(created.reverse()).catch(() => undefined);
  });

  it('GET /folders lists the built-in locations with document counts', async () => {
    const folders = await client.folders.list();
    expect(folders.map((f) => f.id)).toEqual(expect.arrayContaining(['unsorted', 'trash', 'templates']));
    for (const f of folders) expect(f.documentCount).toEqual(expect.any(Number));
  });

  it('POST /folders creates at the root and nested; the tree shows them', async () => {
    const [parent] = await client.folders.create([{ name: marker('parent') }]);
    created.push(parent.id);
    const [child] = await client.folders.create([{ name: marker('child'), parentFolderId: parent.id }]);
    created.push(child.id);
    const tree = await client.folders.list();
    const foundParent = tree.find((f) => f.id === parent.id);
    expect(foundParent?.folders?.map((f) => f.id)).toContain(child.id);
  });

  it('PUT /folders/move moves a folder to the root and back inside', async () => {
    const [a] = await client.folders.create([{ name: marker('a') }]);
    const [b] = await client.folders.create([{ name: marker('b'), parentFolderId: a.id }]);
    created.push(a.id, b.id);
    await expect(client.folders.move([b.id], 'root')).resolves.toEqual([b.id]);
    expect((await client.folders.list()).map((f) => f.id)).toContain(b.id);
    await expect(client.folders.move([b.id], { parentFolderId: a.id })).resolves.toEqual([b.id]);
    const inside = (await client.folders.list()).find((f) => f.id === a.id)?.folders ?? [];
    expect(inside.map((f) => f.id)).toContain(b.id);
  });

  it('DELETE /folders deletes folders and returns their ids', async () => {
    const [f] = await client.folders.create([{ name: marker('gone') }]);
    await expect(client.folders.delete([f.id])).resolves.toEqual([f.id]);
    expect(flatten(await client.folders.list()).map((x) => x.id)).not.toContain(f.id);
  });

  it('built-in locations cannot be deleted', async () => {
    await expectRefused(target, client.folders.delete(['unsorted']));
  });
});

describeKinds(target, ['documents', 'daily-notes'], 'folders on other links', (kind) => {
  it('GET /folders → not-found', async () => {
    await expect(target.client(kind).folders.list()).rejects.toMatchObject({ kind: 'not-found' });
  });
});
