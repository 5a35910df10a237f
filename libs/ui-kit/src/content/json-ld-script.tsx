/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` escaped, so no text can close
 * the element or start markup, and the two JavaScript line separators escaped too.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Structured data for search engines. It is data, not script (`application/ld+json` is never executed,
 * so the page's script policy does not apply).
 */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
