/**
 * A copy of the e2e build whose manifest holds permissions the user would grant at run time — what
 * a click (activeTab) or an accepted prompt gives, which a test cannot: Chrome's prompts are out of
 * Playwright's reach (microsoft/playwright#32755) and a dispatched event carries no user gesture.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_BUILD_DIR } from './launch-extension';

export interface Grant {
  /** API permissions, moved out of optional_permissions when listed there. */
  permissions?: string[];
  host_permissions?: string[];
}

interface Manifest {
  permissions?: string[];
  optional_permissions?: string[];
  host_permissions?: string[];
}

/** Copies the build into `dir` with `grant` added to its manifest; returns the copy's path. */
export async function grantedBuild(dir: string, grant: Grant): Promise<string> {
  await cp(E2E_BUILD_DIR, dir, { recursive: true });
  const path = join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(path, 'utf8')) as Manifest;
  const permissions = grant.permissions ?? [];
  manifest.permissions = [...(manifest.permissions ?? []), ...permissions];
  manifest.optional_permissions = manifest.optional_permissions?.filter((p) => !permissions.includes(p));
  manifest.host_permissions = [...(manifest.host_permissions ?? []), ...(grant.host_permissions ?? [])];
  await writeFile(path, JSON.stringify(manifest));
  return dir;
}
