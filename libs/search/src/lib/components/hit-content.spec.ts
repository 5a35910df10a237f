import type { SearchHit } from '@jobpoint/search-client';
import { hitImage, hitText, hitTitle } from './hit-content';

const marked = (value: string) => ({ value, matchLevel: 'full' as const });

const job = (fields: Partial<Extract<SearchHit, { type: 'job' }>> = {}): SearchHit => ({
  type: 'job',
  objectID: 'job-1',
  language: 'de',
  url: '/job-boerse/koch-1',
  id: 1,
  title: 'Koch',
  description: 'Kochen im Team',
  company: { name: 'Kantine', logo_url: 'https://jobs.test/logo.png' },
  ...fields,
});

const article = (fields: Partial<Exclude<SearchHit, { type: 'job' }>> = {}): SearchHit => ({
  type: 'article',
  objectID: 'article-1',
  language: 'de',
  url: '/ratgeber/lebenslauf',
  name: 'Lebenslauf',
  content: 'Zwei Seiten reichen',
  slug: 'lebenslauf',
  imageURL: '/cms/uploads/cv.jpg',
  ...fields,
});

describe('a hit’s content', () => {
  it('titles a job by its snippet, else its highlighted title, else its title', () => {
    expect(hitTitle(job({ _snippetResult: { name: marked('<em>Ko</em>ch') }, _highlightResult: { title: marked('K<em>och</em>') } }))).toBe('<em>Ko</em>ch');
    expect(hitTitle(job({ _highlightResult: { title: marked('K<em>och</em>') } }))).toBe('K<em>och</em>');
    expect(hitTitle(job())).toBe('Koch');
    expect(hitTitle(job({ _snippetResult: { description: marked('x') }, _highlightResult: { description: marked('y') } }))).toBe('Koch');
  });

  it('titles a content hit by its snippet, else its highlighted name, else its name', () => {
    expect(hitTitle(article({ _snippetResult: { name: marked('<em>Le</em>benslauf') }, _highlightResult: { name: marked('L<em>e</em>benslauf') } }))).toBe('<em>Le</em>benslauf');
    expect(hitTitle(article({ _highlightResult: { name: marked('L<em>e</em>benslauf') } }))).toBe('L<em>e</em>benslauf');
    expect(hitTitle(article())).toBe('Lebenslauf');
    expect(hitTitle(article({ _snippetResult: { content: marked('x') }, _highlightResult: { content: marked('y') } }))).toBe('Lebenslauf');
  });

  it('gives a job’s description snippet, else its description', () => {
    expect(hitText(job({ _snippetResult: { description: marked('<em>Kochen</em> im Team') } }))).toBe('<em>Kochen</em> im Team');
    expect(hitText(job({ _snippetResult: { content: marked('nicht für Jobs') } }))).toBe('Kochen im Team');
    expect(hitText(job())).toBe('Kochen im Team');
  });

  it('gives a content hit’s content snippet, else its description snippet, else its content', () => {
    expect(hitText(article({ _snippetResult: { content: marked('<em>Zwei</em>'), description: marked('Kurz') } }))).toBe('<em>Zwei</em>');
    expect(hitText(article({ _snippetResult: { description: marked('<em>Kurz</em>') } }))).toBe('<em>Kurz</em>');
    expect(hitText(article())).toBe('Zwei Seiten reichen');
    expect(hitText(article({ _snippetResult: { name: marked('Lebenslauf') } }))).toBe('Zwei Seiten reichen');
  });

  it('shows a job’s company logo and a content hit’s image', () => {
    expect(hitImage(job())).toBe('https://jobs.test/logo.png');
    expect(hitImage(article())).toBe('/cms/uploads/cv.jpg');
    expect(hitImage(article({ imageURL: null }))).toBeNull();
  });
});
