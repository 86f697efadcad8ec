/** Every API request the emulator answered, for tests to read back. */
import type { RequestLogEntry } from './types';

export class RequestLog {
  private items: RequestLogEntry[] = [];
  add(entry: RequestLogEntry): void {
    this.items.push(entry);
  }
  entries(): RequestLogEntry[] {
    return [...this.items];
  }
  clear(): void {
    this.items = [];
  }
}
