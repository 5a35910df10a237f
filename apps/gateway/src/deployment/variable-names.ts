import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const VARIABLE_NAME = /^[A-Z][A-Z0-9_]*$/;

/** The environment variables that the zod schemas (`z.object({...})`) of a source file declare. */
export function schemaVariableNames(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'z.object') {
      const [shape] = node.arguments;
      if (shape && ts.isObjectLiteralExpression(shape)) {
        for (const property of shape.properties) {
          const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
          if (name && VARIABLE_NAME.test(name)) names.add(name);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

const STRAPI_ENV_READ = /\benv(?:\.\w+)?\(\s*'([A-Z0-9_]+)'|process\.env(?:\.([A-Z0-9_]+)|\['([A-Z0-9_]+)'\])/g;

/** The environment variables that the TypeScript files under the given folders read (Strapi's `env()` or `process.env`). */
export function readVariableNames(folders: string[]): Set<string> {
  const files = folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
      .map((file) => join(folder, file)),
  );
  return new Set(
    files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(STRAPI_ENV_READ)].map((match) => match[1] ?? match[2] ?? match[3])),
  );
}
