import { describe, expect, it } from 'vitest';
import type { Connection } from '../../../../lib/model/types';
import { DEFAULT_CLIP_SETTINGS } from '../../../../lib/model/types';
import { buildSettingsExport } from '../../../../lib/storage/settings-export';

const SECRET_URL = 'https://connect.craft.do/links/Secr3tLink/api/v1';
const SECRET_KEY = 'pdk_topsecretkey1234';

const connection: Connection & { futureSecret: string } = {
  id: 'c1',
  name: 'Work space',
  apiUrl: SECRET_URL,
  apiKey: SECRET_KEY,
  kind: 'space',
  spaceId: 'sp-9',
  spaceName: 'Work',
  timezone: 'Europe/Berlin',
  appUrlTemplate: 'craftdocs://open?blockId={blockId}',
  isDefault: true,
  addedAt: '2026-01-01T00:00:00Z',
  futureSecret: 'added-later-0001',
};

describe('buildSettingsExport', () => {
  const data = buildSettingsExport(
    { ...DEFAULT_CLIP_SETTINGS, format: 'inline' },
    [connection],
    new Date('2026-02-03T04:05:06Z'),
  );

  it('keeps clip settings and connection names and kinds', () => {
    expect(data).toEqual({
      format: 'clip-to-craft-settings',
      version: 1,
      exportedAt: '2026-02-03T04:05:06.000Z',
      clipSettings: { ...DEFAULT_CLIP_SETTINGS, format: 'inline' },
      connections: [{ name: 'Work space', kind: 'space', isDefault: true }],
    });
  });

  it.each([SECRET_URL, 'Secr3tLink', SECRET_KEY, 'sp-9', 'added-later-0001'])('leaves %s out of the file', (secret) => {
    expect(JSON.stringify(data)).not.toContain(secret);
  });
});
