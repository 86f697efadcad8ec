/**
 * A component whose code is a separate chunk, fetched on first render (or earlier with `preload()`),
 * so the popup's first paint does not wait for it. Until it has arrived `fallback` shows; if it cannot
 * be fetched, `failure`.
 */
import { signal } from '@preact/signals';
import type { ComponentChildren, FunctionComponent } from 'preact';

export interface Lazy<P> {
  (props: P & { fallback?: ComponentChildren; failure?: ComponentChildren }): ComponentChildren;
  preload(): Promise<void>;
}

export function lazy<P extends object>(load: () => Promise<FunctionComponent<P>>): Lazy<P> {
  const loaded = signal<FunctionComponent<P> | undefined>(undefined);
  const failed = signal(false);
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded.value = component;
      },
      () => {
        failed.value = true;
      },
    ));
  function LazyComponent({
    fallback = null,
    failure = null,
    ...props
  }: P & { fallback?: ComponentChildren; failure?: ComponentChildren }) {
    const View = loaded.value;
    if (View) return <View {...(props as P)} />;
    if (failed.value) return failure;
    void preload();
    return fallback;
  }
  return Object.assign(LazyComponent, { preload });
}
