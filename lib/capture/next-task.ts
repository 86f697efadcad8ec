/**
 * Ends the current main-thread task and resumes in a new one, so a long clip is several shorter
 * freezes of the tab instead of one (issue 18). A message on a MessageChannel rather than a timer:
 * timers in background tabs, which a many-tabs clip captures, wait a second or more.
 * Where the clip is split cannot change what it holds: what follows reads the capture's own copies,
 * or, for a page clip's conversion in parts, the live page watched for changes meanwhile (a change
 * and the page is read again in one task: convert-in-parts.ts).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
