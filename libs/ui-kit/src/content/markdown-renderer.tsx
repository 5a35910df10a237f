import { Suspense, type ComponentType } from 'react';
import { onDemand } from '../static/on-demand';
import type { MarkdownBodyProps } from './markdown-body';

const markdownBody = onDemand(() => import('./markdown-body').then((module) => module.MarkdownBody));

/**
 * Loads the Markdown renderer. The browser hydrates rich texts from the server's HTML (ADR 046) and
 * needs the renderer only for texts it renders itself (after a navigation in the app), so it stays out
 * of the script every page loads. The server loads it before its first page; the browser when a
 * navigation or the visitor's first interaction starts.
 */
export const loadMarkdownRenderer: () => Promise<ComponentType<MarkdownBodyProps>> = markdownBody.load;

/** The rich text's content: at once when the renderer is loaded, otherwise as soon as it is. */
export function MarkdownContent(props: MarkdownBodyProps) {
  return (
    <Suspense fallback={null}>
      <markdownBody.Component {...props} />
    </Suspense>
  );
}
