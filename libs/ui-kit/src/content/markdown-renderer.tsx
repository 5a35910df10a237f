import { lazy, Suspense, type ComponentType } from 'react';
import type { MarkdownBodyProps } from './markdown-body';

let renderer: ComponentType<MarkdownBodyProps> | null = null;
let loading: Promise<ComponentType<MarkdownBodyProps>> | null = null;

/**
 * Loads the Markdown renderer. The browser hydrates rich texts from the server's HTML (ADR 046) and
 * needs the renderer only for texts it renders itself (after a navigation in the app), so it stays out
 * of the script every page loads. The server loads it before its first page; the browser when a
 * navigation or the visitor's first interaction starts.
 */
export function loadMarkdownRenderer(): Promise<ComponentType<MarkdownBodyProps>> {
  loading ??= import('./markdown-body').then((module) => {
    renderer = module.MarkdownBody;
    return module.MarkdownBody;
  });
  return loading;
}

/** The rich text's content: at once when the renderer is loaded, otherwise as soon as it is. */
export function MarkdownContent(props: MarkdownBodyProps) {
  if (renderer) {
    const Loaded = renderer;
    return <Loaded {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <LazyMarkdownBody {...props} />
    </Suspense>
  );
}

const LazyMarkdownBody = lazy(() => loadMarkdownRenderer().then((component) => ({ default: component })));
