import { loadMarkdownRenderer } from '../../libs/ui-kit/src/content/markdown-renderer';

// Components render rich texts at once, as the server does, which loads the renderer before its first page.
beforeAll(() => loadMarkdownRenderer());
