/**
 * The popup's keys: Ctrl/Cmd+Enter does the view's main action (Send, Add task), Escape closes the
 * popup. An open list or question handles its own Escape first (it stops the event).
 */
export const isMac = /Mac|iPhone|iPad/.test(navigator.platform);

let mainAction: (() => void) | undefined;

/** The current view's main action for Ctrl/Cmd+Enter. */
export function setMainAction(action: (() => void) | undefined): void {
  mainAction = action;
}

/** Runs the current view's main action (the side panel's Ctrl/Cmd+Enter too). */
export function runMainAction(): void {
  mainAction?.();
}

export function listenForKeys(target: Window): void {
  target.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
      event.preventDefault();
      runMainAction();
    } else if (event.key === 'Escape' && !event.defaultPrevented) {
      target.close();
    }
  });
}
