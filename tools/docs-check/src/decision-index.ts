import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DECISIONS_FOLDER = 'docs/decisions';
const INDEX = 'README.md';
/** The status line sits right under the title: `Status: accepted` or `Status: superseded by 080`. */
const STATUS_LINE = /^Status: (accepted|superseded by (\d{3}))\b/m;
const STATUS_LINE_WITHIN = 5;

export interface DecisionProblem {
  file: string;
  problem: string;
}

/** The decision records, `NNN-title.md`, in number order. */
export function decisionFiles(root: string): string[] {
  return readdirSync(join(root, DECISIONS_FOLDER))
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort();
}

/** `accepted` or `superseded by NNN`, or undefined when the record's head has no status line. */
export function decisionStatus(markdown: string): string | undefined {
  return STATUS_LINE.exec(head(markdown))?.[1];
}

function head(markdown: string): string {
  return markdown.split('\n').slice(0, STATUS_LINE_WITHIN).join('\n');
}

/** The whole status line, with what the record amends and what amended it. */
function statusLine(markdown: string): string {
  return /^Status: .*$/m.exec(head(markdown))?.[0] ?? '';
}

/** The earlier records a status line says it changes: `amends 110`, `amends 147 and 154`, `supersedes 058`. */
export function changedRecords(line: string): { verb: 'amends' | 'supersedes'; number: string }[] {
  return [...line.matchAll(/\b(amends|supersedes) (\d{3}(?:(?:, | and )\d{3})*)/g)].flatMap(([, verb, numbers]) =>
    (numbers ?? '').split(/, | and /).map((number) => ({ verb: verb as 'amends' | 'supersedes', number })),
  );
}

/**
 * Every record has a status line (a superseded one names an existing record that supersedes it), and the
 * index has a row linking to it with the same status. A record whose status line says it amends or
 * supersedes an earlier one is named in that one's status line (`amended by NNN`, `superseded by NNN`),
 * so whoever reads the earlier record learns that it no longer tells the whole story.
 */
export function decisionProblems(root: string): DecisionProblem[] {
  const files = decisionFiles(root);
  const numbers = new Set(files.map((file) => file.slice(0, 3)));
  const indexRows = readFileSync(join(root, DECISIONS_FOLDER, INDEX), 'utf8').split('\n');
  const records = new Map(files.map((file) => [file.slice(0, 3), { file, markdown: readFileSync(join(root, DECISIONS_FOLDER, file), 'utf8') }]));
  const problems: DecisionProblem[] = [];
  for (const [number, { file, markdown }] of records) {
    for (const changed of changedRecords(statusLine(markdown))) {
      const earlier = records.get(changed.number);
      const note = `${changed.verb === 'amends' ? 'amended' : 'superseded'} by ${number}`;
      if (!earlier || changed.number >= number) {
        problems.push({ file, problem: `${changed.verb} ${changed.number}, which is not an earlier record` });
      } else if (!statusLine(earlier.markdown).includes(note)) {
        problems.push({ file: earlier.file, problem: `its status line does not say "${note}", as ${file} says it ${changed.verb} it` });
      }
    }
  }
  for (const { file, markdown } of records.values()) {
    const status = decisionStatus(markdown);
    if (!status) {
      problems.push({
        file,
        problem: `no "Status: accepted" or "Status: superseded by NNN" line in its first ${STATUS_LINE_WITHIN} lines`,
      });
      continue;
    }
    const successor = /superseded by (\d{3})/.exec(status)?.[1];
    if (successor && !numbers.has(successor))
      problems.push({ file, problem: `superseded by ${successor}, which does not exist` });
    const row = indexRows.find((line) => line.includes(`](${file})`));
    if (!row) problems.push({ file, problem: `no row in ${DECISIONS_FOLDER}/${INDEX}` });
    else if (!row.toLowerCase().includes(`| ${status} |`))
      problems.push({ file, problem: `its index row does not say "${status}"` });
  }
  return problems;
}
