// @vitest-environment happy-dom
/**
 * The popup's outbox list keeps working whatever the background answers: a reply that is not a list
 * (no answer from a background that is still starting) leaves the list as it was, instead of failing
 * the popup's render (a full run caught `items.value.length` of undefined).
 */
import { Component, render, type ComponentChildren } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, expect, it, vi } from 'vitest';

const sendMessage = vi.hoisted(() => vi.fn());
vi.mock('../../../../../lib/messaging/protocol', () => ({ sendMessage }));

const ITEM = {
  id: 'j1',
  kind: 'task',
  title: 'Buy stamps',
  state: 'pending',
  attempts: 0,
  nextAttemptAt: Date.now(),
  createdAt: Date.now(),
};

beforeEach(() => {
  vi.resetModules();
  sendMessage.mockReset();
});

/** What the list threw while rendering (an error boundary sees every render, the refreshes' too). */
let thrown: unknown[] = [];
class Boundary extends Component<{ children: ComponentChildren }> {
  override componentDidCatch(error: unknown) {
    thrown.push(error);
  }
  render() {
    return this.props.children;
  }
}

async function mount() {
  const { OutboxList } = await import('../../../../../entrypoints/popup/components/outbox-list');
  const root = document.createElement('div');
  thrown = [];
  await act(async () =>
    render(
      <Boundary>
        <OutboxList />
      </Boundary>,
      root,
    ),
  );
  // The first refresh's answer.
  await act(async () => await Promise.resolve());
  return root;
}

it('a reply that is not a list shows nothing and does not throw', async () => {
  sendMessage.mockResolvedValue(undefined);
  const root = await mount();
  expect(thrown).toEqual([]);
  expect(root.textContent).toBe('');
});

it('a list is shown, and a later reply that is not a list keeps it', async () => {
  vi.useFakeTimers();
  try {
    sendMessage.mockResolvedValue([ITEM]);
    const root = await mount();
    expect(root.textContent).toContain('Buy stamps');
    sendMessage.mockResolvedValue(undefined);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(sendMessage).toHaveBeenCalledTimes(2);
    expect(thrown).toEqual([]);
    expect(root.textContent).toContain('Buy stamps');
  } finally {
    vi.useRealTimers();
  }
});
