export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

const DEFAULT_TAGS = { pre: '<em>', post: '</em>' };

/**
 * Splits a highlighted value (`Tipps zur <em>Bewerbung</em>`) into plain and highlighted parts. Only the
 * highlight tags are read; any other markup stays literal text, so nothing from the index becomes HTML.
 */
export function parseHighlight(value: string, tags = DEFAULT_TAGS): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let rest = value;
  while (rest.length > 0) {
    const start = rest.indexOf(tags.pre);
    const end = start === -1 ? -1 : rest.indexOf(tags.post, start + tags.pre.length);
    if (start === -1 || end === -1) {
      parts.push({ text: rest, highlighted: false });
      break;
    }
    if (start > 0) {
      parts.push({ text: rest.slice(0, start), highlighted: false });
    }
    parts.push({ text: rest.slice(start + tags.pre.length, end), highlighted: true });
    rest = rest.slice(end + tags.post.length);
  }
  return parts.filter((part) => part.text.length > 0);
}
