import { expectValidStructuredData } from '@jobpoint/test-utils';
import { buildFaqPage } from './faq-page';

describe('buildFaqPage', () => {
  const items = [
    { id: 1, question: 'Was kostet die Beratung?', answer: 'Die Beratung ist kostenlos.' },
    { id: 2, question: 'Brauche ich einen Termin?', answer: 'Nein.' },
  ];

  it('passes the rich-result check with a question and accepted answer per item', async () => {
    const page = buildFaqPage(items);
    await expectValidStructuredData(page);
    expect(page).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    expect(page['mainEntity']).toEqual([
      {
        '@type': 'Question',
        name: 'Was kostet die Beratung?',
        acceptedAnswer: { '@type': 'Answer', text: 'Die Beratung ist kostenlos.' },
      },
      { '@type': 'Question', name: 'Brauche ich einen Termin?', acceptedAnswer: { '@type': 'Answer', text: 'Nein.' } },
    ]);
  });
});
