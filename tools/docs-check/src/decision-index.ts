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
  const head = markdown.split('\n').slice(0, STATUS_LINE_WITHIN).join('\n');
  return STATUS_LINE.exec(head)?.[1];
}

/**
 * Every record has a status line (a superseded one names an existing record that supersedes it), and the
 * index has a row linking to it with the same status.
 */
export function decisionProblems(root: string): DecisionProblem[] {
  const files = decisionFiles(root);
  const numbers = new Set(files.map((file) => file.slice(0, 3)));
  const indexRows = readFileSync(join(root, DECISIONS_FOLDER, INDEX), 'utf8').split('\n');
  const problems: DecisionProblem[] = [];
  for (const file of files) {
    const status = decisionStatus(readFileSync(join(root, DECISIONS_FOLDER, file), 'utf8'));
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
