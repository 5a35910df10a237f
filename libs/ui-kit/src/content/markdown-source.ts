/** `<script>…</script>` and `<style>…</style>` with their bodies, then any remaining tag. */
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
// A tag name ends at a space, `/` or `>`, so Markdown autolinks (`<https://…>`) are not tags.
const TAG = /<\/?[a-z][a-z\d-]*(\s[^<>]*)?\/?>/gi;

/**
 * Raw HTML is never parsed, so it could only reach the page as text; what looks like a tag is removed
 * before parsing as well, so editors' stray HTML shows up neither as markup nor as angle brackets.
 */
export function withoutTags(markdown: string): string {
  return markdown.replace(SCRIPT_OR_STYLE, '').replace(TAG, '');
}

