import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { decisionProblems } from './decision-index';
import { missingPaths, type PathReference, pathReferences } from './document-paths';

const WORKSPACE = join(__dirname, '../../..');

const describeMissing = (reference: PathReference) =>
  `${reference.document}:${reference.line} names ${reference.written}`;

/** A throw-away repository with the given files (path → content). */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docs-check-'));
  for (const folder of ['apps', 'libs', 'docs/decisions']) mkdirSync(join(root, folder), { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

describe('documents', () => {
  it('name only paths and files that exist in the repository', () => {
    expect(missingPaths(WORKSPACE).map(describeMissing)).toEqual([]);
  });

  it('are checked for paths in code, in fenced blocks and in relative links, and for file names', () => {
    const root = repository({
      'libs/ui-kit/src/index.ts': '',
      'libs/ui-kit/README.md': 'Entry: `src/index.ts`; tests in `src/missing.spec.ts`.',
      'docs/guide.md': [
        'The kit is in `libs/ui-kit/src/index.ts`, the pages in `libs/pages/src/index.ts`.',
        'Run `node tools/scripts/gone.mjs --fast`; see [the index](decisions/README.md) and [home](../README.md).',
        '```sh',
        'npx jest -c libs/ui-kit/jest.config.cts',
        '```',
        'The allow-list lives in `cms-allow-list.ts`; the kit in `ui-kit/src/index.ts`.',
      ].join('\n'),
    });
    try {
      expect(missingPaths(root).map(describeMissing)).toEqual([
        'docs/guide.md:1 names libs/pages/src/index.ts',
        'docs/guide.md:2 names tools/scripts/gone.mjs',
        'docs/guide.md:2 names decisions/README.md',
        'docs/guide.md:2 names ../README.md',
        'docs/guide.md:4 names libs/ui-kit/jest.config.cts',
        'docs/guide.md:6 names cms-allow-list.ts',
        'libs/ui-kit/README.md:1 names src/missing.spec.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('leave the names of the past in a decision record’s Context alone', () => {
    const record = [
      '# 090 A choice',
      '',
      '## Context',
      'Was in `old-name.ts`.',
      '',
      '## Decision',
      'Now in `new-name.ts`.',
    ].join('\n');
    expect(
      pathReferences('docs/decisions/090-a-choice.md', record).map((reference) => [reference.line, reference.written]),
    ).toEqual([[7, 'new-name.ts']]);
  });

  it('leave URLs, site paths, anchors, placeholders and globs alone', () => {
    const markdown = [
      'See [the spec](https://example.org/apps/x.md), [contact](/kontakt) and [below](#numbers).',
      'One lib: `libs/<lib>/jest.config.cts`, all of them: `libs/*/README.md`, a record: `docs/decisions/NNN-title.md`.',
      'At `libs/ui-kit/src/index.ts:12`, in `libs/ui-kit/src/index.ts#L3`.',
    ].join('\n');
    expect(pathReferences('docs/guide.md', markdown).map((reference) => reference.path)).toEqual([
      'libs',
      'libs',
      'docs/decisions',
      'libs/ui-kit/src/index.ts',
      'libs/ui-kit/src/index.ts',
    ]);
  });
});

describe('decision records', () => {
  it('each have a status line and a row with that status in docs/decisions/README.md', () => {
    expect(decisionProblems(WORKSPACE)).toEqual([]);
  });

  it('are reported without a status line, without an index row, with another status in the index, or superseded by nothing', () => {
    const root = repository({
      'docs/decisions/001-first.md': '# 001 First\n\nStatus: superseded by 003\n',
      'docs/decisions/002-second.md': '# 002 Second\n\n## Context\n',
      'docs/decisions/003-third.md': '# 003 Third\n\nStatus: accepted\n',
      'docs/decisions/004-fourth.md': '# 004 Fourth\n\nStatus: superseded by 009\n',
      'docs/decisions/README.md': [
        '| [001](001-first.md) | First | accepted |',
        '| [002](002-second.md) | Second | accepted |',
        '| [004](004-fourth.md) | Fourth | superseded by 009 |',
      ].join('\n'),
    });
    try {
      expect(decisionProblems(root).map(({ file, problem }) => `${file}: ${problem}`)).toEqual([
        '001-first.md: its index row does not say "superseded by 003"',
        '002-second.md: no "Status: accepted" or "Status: superseded by NNN" line in its first 5 lines',
        '003-third.md: no row in docs/decisions/README.md',
        '004-fourth.md: superseded by 009, which does not exist',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('are reported when a later record amends or supersedes them and their status line does not name it', () => {
    const root = repository({
      'docs/decisions/001-first.md': '# 001 First\n\nStatus: accepted, amended by 003 (the key)\n',
      'docs/decisions/002-second.md': '# 002 Second\n\nStatus: accepted\n',
      'docs/decisions/003-third.md': '# 003 Third\n\nStatus: accepted (amends 001 and 002: the key; supersedes 004)\n',
      'docs/decisions/004-fourth.md': '# 004 Fourth\n\nStatus: accepted\n',
      'docs/decisions/005-fifth.md': '# 005 Fifth\n\nStatus: accepted (amends 002, 009)\n\nBuilds on ADR 004.\n',
      'docs/decisions/README.md': ['001-first', '002-second', '003-third', '004-fourth', '005-fifth']
        .map((name) => `| [${name.slice(0, 3)}](${name}.md) | ${name} | accepted |`)
        .join('\n'),
    });
    try {
      expect(decisionProblems(root).map(({ file, problem }) => `${file}: ${problem}`)).toEqual([
        '002-second.md: its status line does not say "amended by 003", as 003-third.md says it amends it',
        '003-third.md: supersedes 004, which is not an earlier record',
        '002-second.md: its status line does not say "amended by 005", as 005-fifth.md says it amends it',
        '005-fifth.md: amends 009, which is not an earlier record',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
