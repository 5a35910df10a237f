import { cmsApi } from '@jobpoint/cms-client';
import { cmsRatingHandlers, createTestStore, startMockServer } from '@jobpoint/test-utils';
import type { CmsState } from '../blocks/block';
import { companyRatingsLoaded, customerRatingsLoaded, loadCompanyRatings, loadCustomerRatings } from './load-ratings';

startMockServer(...cmsRatingHandlers);

const context = { locale: 'de' as const, today: '2026-03-10' };

describe('the ratings widgets’ loaders', () => {
  it('load each audience’s ratings with the block’s titles, and only theirs', async () => {
    const customers = createTestStore({ apis: [cmsApi] });
    await loadCustomerRatings(customers.dispatch, context);
    const customersState = customers.getState() as unknown as CmsState;
    expect([customerRatingsLoaded(customersState, context), companyRatingsLoaded(customersState, context)]).toEqual([true, false]);

    const companies = createTestStore({ apis: [cmsApi] });
    await loadCompanyRatings(companies.dispatch, context);
    const companiesState = companies.getState() as unknown as CmsState;
    expect([customerRatingsLoaded(companiesState, context), companyRatingsLoaded(companiesState, context)]).toEqual([false, true]);
    const endpoints = Object.values((companies.getState() as { cmsApi: { queries: Record<string, { endpointName?: string } | undefined> } }).cmsApi.queries).map((query) => query?.endpointName);
    expect(endpoints.sort()).toEqual(['getCompanyRatings', 'getRatingBlock']);
  });
});
