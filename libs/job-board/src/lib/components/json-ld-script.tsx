import { serializeJsonLd } from '../json-ld/job-posting';

/**
 * Structured data for search engines. It is data, not script (`application/ld+json` is never executed,
 * so the page's script policy does not apply), and its JSON is escaped so that no text can end the element.
 */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
