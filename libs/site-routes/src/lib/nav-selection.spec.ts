import { isNavItemSelected } from './nav-selection';

describe('isNavItemSelected', () => {
  it('selects the root item only on the root route', () => {
    expect(isNavItemSelected('/', '/')).toBe(true);
    expect(isNavItemSelected('/', '')).toBe(true);
    expect(isNavItemSelected('/', '/beratung')).toBe(false);
  });

  it('selects on the exact path and below it', () => {
    expect(isNavItemSelected('/beratung', '/beratung')).toBe(true);
    expect(isNavItemSelected('/beratung', '/beratung/avgs')).toBe(true);
    expect(isNavItemSelected('/beratung/', '/beratung')).toBe(true);
  });

  it('does not select a different path that shares a prefix', () => {
    expect(isNavItemSelected('/job', '/job-boerse')).toBe(false);
    expect(isNavItemSelected('/faq', '/kontakt')).toBe(false);
  });

  it('never selects an item without a path', () => {
    expect(isNavItemSelected(undefined, '/')).toBe(false);
    expect(isNavItemSelected('', '/')).toBe(false);
  });
});
