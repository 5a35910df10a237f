import type { ContactPersonRow } from '../data/demo-data';
import { contactPersonView, page } from './views';

const person: ContactPersonRow = {
  id: 1,
  company_id: 1,
  call_by_first_name: false,
  gender: 'female',
  title: 'Dr.',
  first_name: 'Sara',
  last_name: 'Haddad',
  position: 'Personalleitung',
  degree: null,
  phone: '030 1',
  mobile_phone: null,
  internal_phone: null,
  fax: null,
  email: 'sara.haddad@example.test',
  application_email: 'bewerbung@example.test',
  street: 'Müllerstraße',
  street_number: '1',
  zip: '13353',
  city: 'Berlin',
  text: 'Ihre Ansprechpartnerin',
};

describe('contactPersonView', () => {
  it('addresses a woman formally with her title', () => {
    expect(contactPersonView(person)).toMatchObject({
      gender_string: 'Frau',
      salutation_string: 'Sehr geehrte Frau Dr. Haddad',
      full_name: 'Dr. Sara Haddad',
      full_name_with_gender: 'Frau Dr. Sara Haddad',
    });
  });

  it('addresses a man formally and a diverse person without a gendered form', () => {
    expect(
      contactPersonView({ ...person, gender: 'male', title: null, first_name: 'Lukas', last_name: 'Becker' }),
    ).toMatchObject({ salutation_string: 'Sehr geehrter Herr Becker', full_name_with_gender: 'Herr Lukas Becker' });
    expect(
      contactPersonView({ ...person, gender: 'diverse', title: null, first_name: 'Kim', last_name: 'Nguyen' }),
    ).toMatchObject({
      gender_string: '',
      salutation_string: 'Guten Tag Kim Nguyen',
      full_name_with_gender: 'Kim Nguyen',
    });
  });

  it('uses the first name when the person asks for it', () => {
    expect(contactPersonView({ ...person, call_by_first_name: true }).salutation_string).toBe('Hallo Sara');
  });
});

describe('page', () => {
  it('numbers the items of a middle page and counts the pages', () => {
    expect(page(['a', 'b'], 3, 2, 7)).toEqual({
      data: ['a', 'b'],
      current_page: 3,
      per_page: 2,
      last_page: 4,
      total: 7,
      from: 5,
      to: 6,
    });
  });

  it('has one page when there are no results', () => {
    expect(page([], 1, 10, 0)).toMatchObject({ last_page: 1, from: null, to: null });
  });
});
