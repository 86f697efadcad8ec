/**
 * Contract: collections — list, create, schema get/put, items get/add/update/delete — on every
 * connection kind. Runs against the local emulator, or a real connection when CRAFT_API_URL (and
 * optionally CRAFT_API_KEY) is set: then only that kind; it creates its own collection in the scratch
 * place and deletes the collection block afterwards. See harness.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CraftClient } from '../../lib/craft/client';
import type { CollectionSchema, ConnectionKind } from '../../lib/craft/types';
import { describeKinds, marker, openScratch, openTarget, type Scratch } from './harness';

const target = await openTarget();
afterAll(() => target.close());

describeKinds(target, ['documents', 'space', 'daily-notes'], 'collections', (kind: ConnectionKind) => {
  let client: CraftClient;
  let scratch: Scratch;
  let collectionId = '';
  const name = marker('reading');

  beforeAll(async () => {
    client = target.client(kind);
    scratch = await openScratch(client, kind);
  });
  afterAll(async () => {
    if (collectionId) await client.blocks.delete([collectionId]).catch(() => undefined);
    await scratch.dispose();
  });

  it('POST /collections creates a collection block at a position', async () => {
    const schema: CollectionSchema = {
      name,
      contentPropDetails: { name: 'Title' },
      properties: [
        { name: 'Status', type: 'singleSelect', options: [{ name: 'To read' }, { name: 'Read' }] },
        { name: 'Added', type: 'date' },
      ],
    };
    const created = await client.collections.create(schema, scratch.position);
    collectionId = created.collectionBlockId;
    expect(collectionId).toEqual(expect.any(String));
    const root = await client.blocks.get(scratch.read);
    expect((root.content ?? []).map((b) => b.id)).toContain(collectionId);
  });

  it('GET /collections lists it', async () => {
    const filters = 'id' in scratch.read ? { documentIds: [scratch.read.id] } : {};
    const list = await client.collections.list(filters);
    expect(list.find((c) => c.id === collectionId)).toMatchObject({ name });
  });

  it('GET /collections/{id}/schema in both formats', async () => {
    const editable = await client.collections.getSchema(collectionId, 'schema');
    expect(editable).toMatchObject({ name, properties: expect.any(Array) });
    const jsonSchema = await client.collections.getSchema(collectionId);
    expect(jsonSchema).toMatchObject({ type: 'object', properties: { items: expect.any(Object) } });
  });

  it('PUT /collections/{id}/schema replaces the schema, keeping existing keys', async () => {
    const current = (await client.collections.getSchema(collectionId, 'schema')) as unknown as CollectionSchema;
    const next = { ...current, properties: [...current.properties, { name: 'Notes', type: 'text' }] };
    const answer = await client.collections.putSchema(collectionId, next);
    expect(answer.schema).toBeDefined();
    const after = (await client.collections.getSchema(collectionId, 'schema')) as unknown as CollectionSchema;
    expect(after.properties.map((p) => p.name)).toEqual(expect.arrayContaining(['Status', 'Added', 'Notes']));
    expect(after.properties.filter((p) => p.name === 'Status').map((p) => p.key)).toEqual(
      current.properties.filter((p) => p.name === 'Status').map((p) => p.key),
    );
  });

  it('items: add, get, update, delete', async () => {
    const schema = (await client.collections.getSchema(collectionId, 'schema')) as unknown as CollectionSchema;
    const statusKey = schema.properties.find((p) => p.name === 'Status')!.key!;
    const added = await client.collections.addItems(collectionId, [
      { title: 'Dune', properties: { [statusKey]: 'To read' } },
      { title: 'Emma', properties: { [statusKey]: 'Read' } },
    ]);
    expect(added).toHaveLength(2);
    const ids = added.map((i) => i.id);

    const items = await client.collections.getItems(collectionId, { maxDepth: 0 });
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining(ids));

    const [updated] = await client.collections.updateItems(collectionId, [
      { id: ids[0], properties: { [statusKey]: 'Read' } },
    ]);
    expect(updated).toMatchObject({ id: ids[0], properties: { [statusKey]: 'Read' } });

    await expect(client.collections.deleteItems(collectionId, ids)).resolves.toEqual(ids);
    expect((await client.collections.getItems(collectionId)).map((i) => i.id)).not.toEqual(
      expect.arrayContaining([ids[0]]),
    );
  });

  it('an unknown select option is rejected unless allowNewSelectOptions', async () => {
    const schema = (await client.collections.getSchema(collectionId, 'schema')) as unknown as CollectionSchema;
    const statusKey = schema.properties.find((p) => p.name === 'Status')!.key!;
    await expect(
      client.collections.addItems(collectionId, [{ title: 'X', properties: { [statusKey]: 'Abandoned' } }]),
    ).rejects.toMatchObject({ kind: 'bad-request' });
    const [item] = await client.collections.addItems(
      collectionId,
      [{ title: 'Y', properties: { [statusKey]: 'Abandoned' } }],
      { allowNewSelectOptions: true },
    );
    await client.collections.deleteItems(collectionId, [item.id]);
  });

  it('an unknown collection → not-found', async () => {
    await expect(client.collections.getItems('NO-SUCH-COLLECTION')).rejects.toMatchObject({ kind: 'not-found' });
  });
});
