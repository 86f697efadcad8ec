import { describe, expect, it } from 'vitest';
import {
  addConnection,
  defaultConnection,
  removeConnection,
  setConnectionKind,
  setDefaultConnection,
  toSummary,
  uniqueName,
} from '../../../../lib/connections/connection-list';
import type { Connection, ConnectionKind } from '../../../../lib/model/types';

function conn(id: string, over: Partial<Connection> = {}): Connection {
  return {
    id,
    name: `Space ${id}`,
    apiUrl: `https://connect.craft.do/links/${id}/api/v1`,
    kind: 'space',
    spaceName: `Space ${id}`,
    timezone: 'Europe/Berlin',
    isDefault: false,
    addedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

const defaults = (list: Connection[]) => list.filter((c) => c.isDefault).map((c) => c.id);

describe('addConnection', () => {
  it('makes the first connection the default', () => {
    const { list, saved } = addConnection([], conn('a'));
    expect(saved.isDefault).toBe(true);
    expect(defaults(list)).toEqual(['a']);
  });

  it('keeps the existing default when adding more', () => {
    let list = addConnection([], conn('a')).list;
    list = addConnection(list, conn('b')).list;
    list = addConnection(list, conn('c', { isDefault: true })).list;
    expect(list.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(defaults(list)).toEqual(['a']);
  });

  it('updates a link saved again instead of listing it twice, keeping id, name and default', () => {
    const first = addConnection([], conn('a', { name: 'Mine', apiKey: 'old' })).list;
    const again = conn('z', { apiUrl: first[0].apiUrl, name: 'Other', apiKey: 'new', timezone: 'UTC' });
    const { list, saved } = addConnection(first, again);
    expect(list).toHaveLength(1);
    expect(saved).toMatchObject({ id: 'a', name: 'Mine', isDefault: true, apiKey: 'new', timezone: 'UTC' });
  });

  it('gives two links to the same space distinct names', () => {
    let list = addConnection([], conn('a', { name: 'Home' })).list;
    list = addConnection(list, conn('b', { name: 'Home', kind: 'daily-notes' })).list;
    list = addConnection(list, conn('c', { name: 'Home', kind: 'daily-notes' })).list;
    expect(list.map((c) => c.name)).toEqual(['Home', 'Home (Daily Notes & Tasks)', 'Home (Daily Notes & Tasks) 2']);
  });
});

describe('uniqueName', () => {
  const list = [conn('a', { name: 'Work' })];
  it.each<[string, string, string, ConnectionKind, string]>([
    ['free name', 'Home', 'new', 'space', 'Home'],
    ['taken by another', 'Work', 'new', 'documents', 'Work (Selected Documents)'],
    ['taken by itself', 'Work', 'a', 'space', 'Work'],
  ])('%s', (_, wanted, id, kind, expected) => {
    expect(uniqueName(wanted, { id, kind }, list)).toBe(expected);
  });
});

describe('removeConnection', () => {
  const list = [conn('a', { isDefault: true }), conn('b'), conn('c')];

  it('passes the default to the first remaining connection', () => {
    const next = removeConnection(list, 'a');
    expect(next.map((c) => c.id)).toEqual(['b', 'c']);
    expect(defaults(next)).toEqual(['b']);
  });

  it('keeps the default when another one is removed', () => {
    expect(defaults(removeConnection(list, 'c'))).toEqual(['a']);
  });

  it('leaves an empty list empty', () => {
    expect(removeConnection([conn('a', { isDefault: true })], 'a')).toEqual([]);
  });
});

describe('setConnectionKind', () => {
  it('changes the kind of that connection only', () => {
    const next = setConnectionKind([conn('a'), conn('b')], 'b', 'daily-notes');
    expect(next?.map((c) => c.kind)).toEqual(['space', 'daily-notes']);
  });

  it('refuses what is not a kind', () => {
    expect(setConnectionKind([conn('a')], 'a', 'toString')).toBeUndefined();
    expect(setConnectionKind([conn('a')], 'a', 'everything')).toBeUndefined();
  });
});

describe('setDefaultConnection / defaultConnection', () => {
  it('marks exactly one default', () => {
    const next = setDefaultConnection([conn('a', { isDefault: true }), conn('b')], 'b');
    expect(defaults(next)).toEqual(['b']);
    expect(defaultConnection(next)?.id).toBe('b');
  });

  it('falls back to the first when none is marked', () => {
    expect(defaultConnection([conn('a'), conn('b')])?.id).toBe('a');
    expect(defaultConnection([])).toBeUndefined();
  });
});

describe('toSummary', () => {
  it('drops the key and shows it masked', () => {
    const summary = toSummary(conn('a', { apiKey: 'pdk_3a7c1e5b9d2f8a4c6e0b9f2c' }));
    expect(summary).not.toHaveProperty('apiKey');
    expect(summary.maskedKey).toBe('pdk_…9f2c');
    expect(JSON.stringify(summary)).not.toContain('3a7c1e5b');
  });

  it('has no masked key for a link without key', () => {
    expect(toSummary(conn('a')).maskedKey).toBeUndefined();
  });
});
