/**
 * The keyboard shortcuts as the browser has bound them (`commands.getAll()`), by command name. Every
 * place that names a shortcut reads it from here, never from a literal: the user (or a clash with
 * another extension) may have changed or removed it (tests/unit/architecture/shortcut-literals.test.ts).
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';

export interface BoundCommand {
  name?: string;
  shortcut?: string;
}

/** The bound commands, in the browser's order; empty until the browser answers or when it cannot. */
export function useBoundCommands(): BoundCommand[] {
  const [bound, setBound] = useState<BoundCommand[]>([]);
  useEffect(() => void browser.commands.getAll().then(setBound, () => setBound([])), []);
  return bound;
}

/** The shortcut bound to `name`, or undefined while unknown or when none is set. */
export function shortcutOf(bound: BoundCommand[], name: string): string | undefined {
  return bound.find((c) => c.name === name)?.shortcut || undefined;
}
