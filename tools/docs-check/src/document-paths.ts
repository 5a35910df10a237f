import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** Top-level folders whose paths the documents name as repository paths. */
const REPOSITORY_ROOTS = ['apps', 'libs', 'tools', 'docs'];

/** Path starts that mean "inside this project" in a project's own README (`src/index.ts`). */
const PROJECT_RELATIVE_ROOTS = ['src', 'scripts'];

export interface PathReference {
  document: string;
  line: number;
  /** As written in the document. */
  written: string;
  /**
   * Repository-relative path that must exist (placeholders and globs cut off), or, for a file named
   * without its folder (`gateway.ts`, `testing/fake-brevo.ts`), the end of some file's path.
   */
  path: string;
  kind: 'path' | 'file name';
}

/** The documents a newcomer reads: the README, docs/, and every app's and lib's README. */
export function listDocuments(root: string): string[] {
  const documents = existsSync(join(root, 'README.md')) ? ['README.md'] : [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) documents.push(path);
    }
  };
  walk('docs');
  for (const folder of ['apps', 'libs']) {
    for (const project of readdirSync(join(root, folder)).sort()) {
      if (existsSync(join(root, folder, project, 'README.md'))) documents.push(`${folder}/${project}/README.md`);
    }
  }
  return documents.sort();
}

/** `libs/<lib>/x.ts`, `apps/*`, `docs/decisions/NNN-title.md`: the part before the first placeholder or glob. */
function withoutPlaceholders(path: string): string {
  const segments = path.split('/');
  const literal = segments.findIndex((segment) => /[*<>{}[\]…]|\.\.\.|NNN|\bX{2,}\b/.test(segment));
  return (literal === -1 ? segments : segments.slice(0, literal)).join('/');
}

/** Trailing sentence punctuation and `:line` or `#anchor` suffixes are not part of the path. */
function cleanPath(written: string): string {
  return written
    .replace(/#.*$/, '')
    .replace(/:\d+(?:-\d+)?$/, '')
    .replace(/[.,;:!?)]+$/, '');
}

const CODE_PATH = /(?<![\w@./-])((?:\.{1,2}\/)*[\w.-]+\/[^\s`'"(),;|=]*)/g;
const FILE_NAME = /(?<![\w@./*-])((?:[\w.-]+\/)*[\w-][\w.-]*\.(?:tsx?|mts|mjs|cjs|json|md|sh))(?![\w/*-])/g;
const LINK = /\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

function isRepositoryPath(candidate: string, projectFolder: string | undefined): boolean {
  const first = candidate.split('/')[0];
  return REPOSITORY_ROOTS.includes(first) || (projectFolder !== undefined && PROJECT_RELATIVE_ROOTS.includes(first));
}

/**
 * The repository paths a document names: in code (inline or fenced), paths that start with one of the
 * repository's top-level folders (in an app's or lib's README also `src/…`, `scripts/…`, relative to it);
 * in links, every target that is neither a URL, a site path (`/kontakt`) nor an anchor, relative to the
 * document. A decision record's Context tells what was before the decision, in the names of that time:
 * it is not checked.
 */
export function pathReferences(document: string, markdown: string): PathReference[] {
  const folder = dirname(document);
  const projectFolder = /^(apps|libs)\/[^/]+$/.test(folder) ? folder : undefined;
  const isDecisionRecord = /^docs\/decisions\/\d{3}-/.test(document);
  const references: PathReference[] = [];
  let fenced = false;
  let context = false;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (!fenced && /^## /.test(text)) context = isDecisionRecord && /^## Context\b/.test(text);
    if (context) return;
    const code = fenced ? [text] : [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    for (const span of code) {
      for (const [, written] of span.matchAll(CODE_PATH)) {
        const path = withoutPlaceholders(cleanPath(written));
        if (!isRepositoryPath(path, projectFolder)) continue;
        const base = REPOSITORY_ROOTS.includes(path.split('/')[0]) ? '' : (projectFolder ?? '');
        references.push({ document, line, written, path: normalize(join(base, path)), kind: 'path' });
      }
      for (const [, written] of span.matchAll(FILE_NAME)) {
        if (
          isRepositoryPath(written, projectFolder) ||
          written.startsWith('.') ||
          withoutPlaceholders(written) !== written
        )
          continue;
        references.push({ document, line, written, path: written, kind: 'file name' });
      }
    }
    if (fenced) return;
    for (const [, target] of text.replace(/`[^`]+`/g, '').matchAll(LINK)) {
      if (/^(?:[a-z][a-z+.-]*:|\/|#)/i.test(target)) continue;
      const path = withoutPlaceholders(cleanPath(decodeURI(target)));
      if (path) references.push({ document, line, written: target, path: normalize(join(folder, path)), kind: 'path' });
    }
  });
  return references;
}

/** A path made at run time (`.tmp/`, `dist/`, uploads) is named by `.gitignore`; it need not exist. */
function isIgnored(root: string, path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The repository's files, committed or new (not ignored), as repository-relative paths. */
function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\n').filter((path) => path && existsSync(join(root, path)));
}

/** Every path or file name named by a document that does not exist in the repository. */
export function missingPaths(root: string): PathReference[] {
  const files = repositoryFiles(root);
  const exists = (reference: PathReference): boolean =>
    reference.kind === 'path'
      ? existsSync(join(root, reference.path)) || isIgnored(root, reference.path)
      : files.some((file) => file === reference.path || file.endsWith(`/${reference.path}`)) ||
        isIgnored(root, reference.path);
  return listDocuments(root)
    .flatMap((document) => pathReferences(document, readFileSync(join(root, document), 'utf8')))
    .filter((reference) => !relative(root, join(root, reference.path)).startsWith('..'))
    .filter((reference) => !exists(reference));
}
