/**
 * Text written into HTML that is built as a string (the gateway's own pages, the offline page, mails,
 * a job's description for search engines): safe as element content and as a quoted attribute value.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
