import type { FaqItem } from '@jobpoint/cms-client';

/** schema.org `FAQPage` of a page's questions, each with its accepted answer as the editors wrote it. */
export function buildFaqPage(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
