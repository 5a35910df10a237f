import { createInstance } from 'i18next';
import { JOB_BOARD_NAMESPACE, jobBoardResources } from '../i18n/job-board-resources';
import { resultCountText } from './result-count';

async function translator(locale: 'de' | 'en' | 'tr' | 'ar') {
  const i18n = createInstance();
  await i18n.init({ lng: locale, ns: [JOB_BOARD_NAMESPACE], defaultNS: JOB_BOARD_NAMESPACE, resources: { [locale]: { [JOB_BOARD_NAMESPACE]: jobBoardResources[locale] } } });
  return i18n.t;
}

describe('resultCountText', () => {
  it('puts the number before the editors’ plural text', async () => {
    const t = await translator('de');
    expect(resultCountText(23, 'Stellen gefunden', 'de', t)).toBe('23 Stellen gefunden');
    expect(resultCountText(0, 'Stellen gefunden', 'de', t)).toBe('0 Stellen gefunden');
  });

  it('uses the singular of the UI strings for one job', async () => {
    expect(resultCountText(1, 'Stellen gefunden', 'de', await translator('de'))).toBe('1 Job gefunden');
    expect(resultCountText(1, 'jobs found', 'en', await translator('en'))).toBe('1 job found');
  });

  it('uses the UI strings for the Arabic forms the CMS text does not cover', async () => {
    const t = await translator('ar');
    expect(resultCountText(2, 'وظيفة متاحة', 'ar', t)).toBe('تم العثور على وظيفتين');
    expect(resultCountText(5, 'وظيفة متاحة', 'ar', t)).toBe('تم العثور على 5 وظائف');
    expect(resultCountText(100, 'وظيفة متاحة', 'ar', t)).toBe('100 وظيفة متاحة');
  });

  it('uses the UI strings when the CMS has no text', async () => {
    expect(resultCountText(7, ' ', 'tr', await translator('tr'))).toBe('7 ilan bulundu');
    expect(resultCountText(7, null, 'en', await translator('en'))).toBe('7 jobs found');
  });
});
