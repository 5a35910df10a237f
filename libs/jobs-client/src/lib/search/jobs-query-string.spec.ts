import { createJobSearch } from './job-search';
import { jobsQueryString } from './jobs-query-string';

describe('jobsQueryString', () => {
  it('sends page and ordering for the default search', () => {
    expect(jobsQueryString(createJobSearch())).toBe('page=1&order_by=created_at&order_dir=desc');
  });

  it('sends a number typed into the search box as id', () => {
    expect(jobsQueryString(createJobSearch({ query: ' 1234 ' }))).toBe(
      'page=1&id=1234&order_by=created_at&order_dir=desc',
    );
  });

  it('sends other text as an encoded filter', () => {
    expect(jobsQueryString(createJobSearch({ query: 'Küche & Service', page: 2 }))).toBe(
      'page=2&filter=K%C3%BCche%20%26%20Service&order_by=created_at&order_dir=desc',
    );
  });

  it('sends every list in the name[] form and the special-event flags only when set', () => {
    const search = createJobSearch({
      jobCategories: [3, 1],
      corporateSectors: [4],
      qualifications: [2],
      workTimeCategories: [1, 2],
      zipCodes: [21],
      orderBy: 'title',
      orderDir: 'asc',
      specialEvent2: true,
    });
    expect(jobsQueryString(search)).toBe(
      [
        'page=1',
        'jobCategories[]=1',
        'jobCategories[]=3',
        'corporateSectors[]=4',
        'qualifications[]=2',
        'workTimeCategories[]=1',
        'workTimeCategories[]=2',
        'zipCodes[]=21',
        'order_by=title',
        'order_dir=asc',
        'special_event_2=1',
      ].join('&'),
    );
  });
});
