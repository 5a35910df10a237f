import { lazy, type ComponentType } from 'react';

export interface OnDemandComponent<Props> {
  /**
   * The component, rendered inside a `Suspense` boundary: its code loads on first render, and once it
   * is there it renders at once (so a server that loaded it first renders it in one pass).
   */
  Component: ComponentType<Props>;
  /** Starts loading the code (on pointer-over or focus of what opens it); safe to call often. */
  preload: () => void;
  /** Loads the code; the same promise for every call, until a load fails: the next call tries again. */
  load: () => Promise<ComponentType<Props>>;
}

/**
 * A component whose code loads when it is first needed: overlays (menu, drawer, dialog) that nobody sees
 * before opening them stay out of the script every page loads and runs at start-up (ADR 046).
 */
export function onDemand<Props extends object>(importComponent: () => Promise<ComponentType<Props>>): OnDemandComponent<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  let loaded: ComponentType<Props> | null = null;
  const load = () => {
    loading ??= importComponent().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function OnDemand(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return {
    Component: OnDemand,
    preload: () => {
      load().catch(() => undefined);
    },
    load,
  };
}
