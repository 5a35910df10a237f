import { createJobSearch, type PublicViewConstants } from '@jobpoint/jobs-client';
import { publicViewConstantsFixture } from '@jobpoint/test-utils';
import { jobBoardTranslator } from '../i18n/job-board-translator';
import { describeJobSearch } from './describe-job-search';
import { searchStateFromQuery } from './search-state';
import { specialEventLabels } from './special-events';

const constants = publicViewConstantsFixture as PublicViewConstants;
const de = jobBoardTranslator('de');
const shopAJob = specialEventLabels({ specialEvents: { '1': 'Shop a Job Messe', '2': null } }, de);

function wordsOf(query: string, locale: 'de' | 'en' | 'tr' | 'ar' = 'de') {
  return describeJobSearch(searchStateFromQuery(new URLSearchParams(query)), constants, shopAJob, jobBoardTranslator(locale), locale);
}

describe('describeJobSearch', () => {
  it('says "all jobs" for the plain board, whatever its page and ordering', () => {
    expect(wordsOf('')).toEqual(['Alle Jobs']);
    expect(wordsOf('seite=3&sortierung=titel-a-z')).toEqual(['Alle Jobs']);
    expect(wordsOf('', 'ar')).toEqual(['كل الوظائف']);
  });

  it('names the text, every filter with the board’s names and the special events with their CMS labels', () => {
    expect(wordsOf('q=Koch&kategorie=4&branche=4&qualifikation=2&arbeitszeit=1&arbeitszeit=2&plz=21&sonderaktion=1&sonderaktion=2')).toEqual([
      'Suchbegriff: Koch',
      'Jobkategorie: Gastronomie und Hotellerie',
      'Branche: Gastgewerbe',
      'Qualifikation: Abgeschlossene Berufsausbildung',
      'Arbeitszeit: Vollzeit oder Teilzeit',
      'Postleitzahl: 12043 Neukölln',
      // The second flag has no CMS label: it goes by its built-in name.
      'Sonderaktionen: Shop a Job Messe oder Sonderaktion 2',
    ]);
  });

  it('reads a number as the job number it is searched as', () => {
    expect(wordsOf('q=1312')).toEqual(['Job-Nr.: 1312']);
  });

  it('uses the English names on an English page and the German ones in Turkish and Arabic', () => {
    expect(wordsOf('q=cook&kategorie=1&kategorie=3', 'en')).toEqual(['Search term: cook', 'Job category: Care and health or IT and software']);
    expect(wordsOf('kategorie=4&plz=1', 'tr')).toEqual(['İş kategorisi: Gastronomie und Hotellerie', 'Posta kodu: 10115 Mitte']);
    expect(wordsOf('arbeitszeit=3&arbeitszeit=4', 'ar')).toEqual([`${jobBoardTranslator('ar')('filters.workTimeCategories')}: Minijob أو Ausbildung`]);
  });

  it('keeps an id the jobs service no longer lists, and works before the filter lists have loaded', () => {
    expect(wordsOf('kategorie=99')).toEqual(['Jobkategorie: Eintrag Nr. 99']);
    expect(describeJobSearch(createJobSearch({ zipCodes: [21] }), undefined, [], de, 'de')).toEqual(['Postleitzahl: Eintrag Nr. 21']);
  });
});
