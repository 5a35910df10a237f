import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface OnDemandComponent<Props> {
  /** The component, rendered inside a `Suspense` boundary; its code loads on first render. */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts loading the code (on pointer-over or focus of what opens it); safe to call often. */
  preload: () => void;
}

/**
 * A component whose code loads when it is first needed: overlays (menu, drawer, dialog) that nobody sees
 * before opening them stay out of the script every page loads and runs at start-up (ADR 046).
 */
export function onDemand<Props>(load: () => Promise<ComponentType<Props>>): OnDemandComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const start = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return {
    Component: lazy(start),
    preload: () => {
      start().catch(() => undefined);
    },
  };
}
