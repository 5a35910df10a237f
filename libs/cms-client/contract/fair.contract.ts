import { localDateString } from '@jobpoint/i18n';
import { FAIR_EVENTS_PAGE_SIZE, FAIR_FORMAT_NAME, fairApi } from '../src/fair/get-fair-content';
import { CONTRACT_LOCALES, expectFormat, queryCms, queryCmsResponses, RESPONSE_FORMATS } from './contract-store';

describe.each(RESPONSE_FORMATS)('the fair page, %s format', (format) => {
  it.each(CONTRACT_LOCALES)('lists the next fairs in %s, each of the fair format, some with an exhibition', async (locale) => {
    const today = localDateString();
    const { result, response } = await queryCms(format, (store) =>
      store.dispatch(fairApi.endpoints.getFairEvents.initiate({ locale, today })),
    );
    expect(response.status).toBe(200);
    expectFormat(response.body, format);
    const fairs = result.data ?? [];
    expect(fairs.length).toBeGreaterThan(0);
    expect(fairs.length).toBeLessThanOrEqual(FAIR_EVENTS_PAGE_SIZE);
    expect(fairs.every((fair) => fair.Datum >= today && fair.formatNames.includes(FAIR_FORMAT_NAME))).toBe(true);
    expect(fairs.some((fair) => fair.exhibition?.exhibitionId && fair.exhibition.popupCompanyLabel)).toBe(true);
  });

  it.each(CONTRACT_LOCALES)('reads the fair block in %s or in German, with its locations and their info', async (locale) => {
    const { result, responses } = await queryCmsResponses(format, (store) =>
      store.dispatch(fairApi.endpoints.getFairBlock.initiate(locale)),
    );
    expect(responses.at(-1)?.status).toBe(200);
    expect(result.data?.content.title).toBeTruthy();
    expect(result.data?.content.locations.length).toBeGreaterThan(0);
    expect(result.data?.content.locations.every((location) => location.info.length > 0)).toBe(true);
  });

  it.each(CONTRACT_LOCALES)('lists the active fair filters in %s', async (locale) => {
    const { result, response } = await queryCms(format, (store) => store.dispatch(fairApi.endpoints.getFairFilters.initiate(locale)));
    expect(response.status).toBe(200);
    expect(result.data?.length).toBeGreaterThan(0);
    expect(result.data?.every((filter) => filter.name && filter.isActive)).toBe(true);
  });
});
