import { withCarried } from './carried-values';

describe('withCarried', () => {
  it('takes carried values of the form’s own fields only', () => {
    expect(withCarried({ name: '', notes: 'x' }, { name: 'Elif', captcha: 'token' })).toEqual({ name: 'Elif', notes: 'x' });
    expect(withCarried({ name: '' }, undefined)).toEqual({ name: '' });
  });

  it('takes the ticked values of a group of checkboxes, none ticked included, and a single value as a list', () => {
    const defaults = { name: 'x', places: ['Mitte'] };
    expect(withCarried(defaults, { places: ['Neukölln', 'Spandau'] })).toEqual({ name: 'x', places: ['Neukölln', 'Spandau'] });
    expect(withCarried(defaults, { places: [] })).toEqual({ name: 'x', places: [] });
    expect(withCarried(defaults, { places: 'Spandau' })).toEqual({ name: 'x', places: ['Spandau'] });
    expect(withCarried(defaults, { name: ['Elif'] })).toEqual(defaults);
  });
});
