/** Optional JSON file persistence: load on start, debounced write after mutations, flush on close. */
import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SpaceState } from './types';

export function loadState(file: string | undefined): SpaceState | undefined {
  if (!file || !existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as SpaceState;
  if (parsed?.version !== 1 || !parsed.blocks) throw new Error(`${file} is not an emulator state file`);
  return parsed;
}

export class Persister {
  private timer: NodeJS.Timeout | undefined;
  constructor(
    private readonly file: string | undefined,
    private readonly state: () => SpaceState,
    private readonly delayMs = 100,
  ) {}

  schedule(): void {
    if (!this.file || this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.delayMs);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    // Write then rename so a crash never leaves half a file behind.
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.state()));
    renameSync(tmp, this.file);
  }
}
