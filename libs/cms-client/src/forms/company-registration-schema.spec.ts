import { companyRegistrationFormSchema } from './company-registration-schema';

describe('companyRegistrationFormSchema', () => {
  it('keeps the labels and the named locations', () => {
    const content = companyRegistrationFormSchema.parse({
      title: 'Unternehmen registrieren',
      companyNameLabel: 'Name des Unternehmens',
      sendButton: 'Absenden',
      locations: [{ id: 1, text: 'Jobpoint Mitte' }, { id: 2, text: 'Jobpoint Spandau' }],
    });
    expect(content).toMatchObject({ title: 'Unternehmen registrieren', companyNameLabel: 'Name des Unternehmens', sendButton: 'Absenden' });
    expect(content.locations.map((location) => location.text)).toEqual(['Jobpoint Mitte', 'Jobpoint Spandau']);
  });

  it('drops locations the editors left empty and reads a missing list as none', () => {
    const content = companyRegistrationFormSchema.parse({ locations: [{ id: 1, text: ' ' }, null, { id: 3 }, { id: 4, text: 'Online' }] });
    expect(content.locations).toEqual([{ id: 4, text: 'Online' }]);
    expect(companyRegistrationFormSchema.parse({}).locations).toEqual([]);
  });
});
