import * as z from 'zod';
import { arrayOrEmpty, buttonListSchema, seoSchema, timelineEventSchema } from './shared-schema';

describe('the shared components', () => {
  it('reads a list the editors left out as empty', () => {
    expect(arrayOrEmpty(z.number()).parse(null)).toEqual([]);
    expect(arrayOrEmpty(z.number()).parse([1, 2])).toEqual([1, 2]);
  });

  it('drops a button left empty, and shows a button unless it is switched off', () => {
    expect(buttonListSchema.parse([{ text: 'Mehr', url: '/mehr' }, { text: 'Aus', url: '/aus', active: false }, { text: '' }, null])).toEqual([
      { text: 'Mehr', url: '/mehr', active: true },
      { text: 'Aus', url: '/aus', active: false },
    ]);
    expect(buttonListSchema.parse(undefined)).toEqual([]);
  });

  it('names a social network in lower case', () => {
    expect(seoSchema.parse({ metaTitle: 'Titel', metaSocial: [{ socialNetwork: 'Facebook' }] }).metaSocial).toEqual([{ socialNetwork: 'facebook' }]);
  });

  it('gives a timeline entry without a year the year 0', () => {
    expect(timelineEventSchema.parse({ title: 'Gründung' }).year).toBe(0);
    expect(timelineEventSchema.parse({ title: 'Gründung', year: 1998 }).year).toBe(1998);
  });
});
