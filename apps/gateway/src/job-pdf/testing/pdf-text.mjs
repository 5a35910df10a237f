/**
 * Prints the text of the PDF on stdin as JSON: per page, the text items pdf.js reads, each with its
 * direction. pdf.js is an ES module that wants its own worker, so specs run it here, in plain Node.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0, isEvalSupported: false }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number++) {
  const content = await (await pdf.getPage(number)).getTextContent();
  pages.push(content.items.filter((item) => 'str' in item && item.str.trim()).map((item) => ({ str: item.str, dir: item.dir })));
}
process.stdout.write(JSON.stringify(pages));
