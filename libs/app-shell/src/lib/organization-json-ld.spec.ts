import { buildOrganization, isHomePath } from './organization-json-ld';

describe('the organisation’s structured data', () => {
  it('names the organisation with the site’s root as its address', () => {
    expect(buildOrganization('https://jobpoint.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'jobpoint berlin',
      url: 'https://jobpoint.example/',
    });
  });

  it('belongs on both audiences’ home pages only', () => {
    expect(['/', '/arbeitgebende', '/faq', '/arbeitgebende/messe'].map(isHomePath)).toEqual([true, true, false, false]);
  });
});
