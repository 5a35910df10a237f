import { toStrapiQueryString } from './strapi-query';

describe('toStrapiQueryString', () => {
  it('writes nested populate, filters, sort and pagination in bracket notation', () => {
    const query = toStrapiQueryString({
      locale: 'de',
      populate: { seo: { populate: ['metaImage', 'metaSocial'] }, image: true },
      filters: { Formate: { name: { $in: ['Jobdating', 'Shop a Job'] } } },
      sort: ['Datum:asc'],
      pagination: { page: 2, pageSize: 3 },
    });
    expect(query.split('&')).toEqual([
      'locale=de',
      'populate[seo][populate][0]=metaImage',
      'populate[seo][populate][1]=metaSocial',
      'populate[image]=true',
      'filters[Formate][name][$in][0]=Jobdating',
      'filters[Formate][name][$in][1]=Shop%20a%20Job',
      'sort[0]=Datum%3Aasc',
      'pagination[page]=2',
      'pagination[pageSize]=3',
    ]);
  });

  it('leaves out empty values', () => {
    expect(toStrapiQueryString({ locale: 'en', filters: { title: { $containsi: undefined } } })).toBe('locale=en');
    expect(toStrapiQueryString({ filters: undefined, sort: null, locale: 'de' })).toBe('locale=de');
  });
});
