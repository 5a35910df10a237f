import type { SearchRecord } from './search-record';

/**
 * One kind of content the index is built from. A source that is down throws; the index then keeps
 * that source's records from the last good round.
 */
export interface ContentSource {
  name: string;
  fetchRecords(): Promise<SearchRecord[]>;
}
