/**
 * Strapi's REST parameters in the bracket notation of `qs` (populate, filters, sort, pagination, locale):
 * `{ populate: { seo: { populate: ['metaImage'] } } }` → `populate[seo][populate][0]=metaImage`.
 */
export type StrapiParamValue = string | number | boolean | null | undefined | StrapiParams | StrapiParamValue[];

export interface StrapiParams {
  [key: string]: StrapiParamValue;
}

export function toStrapiQueryString(params: StrapiParams): string {
  const pairs: string[] = [];
  const visit = (prefix: string, value: StrapiParamValue): void => {
    if (value === undefined || value === null) {
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(`${prefix}[${index}]`, item));
      return;
    }
    if (typeof value === 'object') {
      for (const [key, nested] of Object.entries(value)) {
        visit(prefix ? `${prefix}[${key}]` : key, nested);
      }
      return;
    }
    pairs.push(`${encodeKey(prefix)}=${encodeURIComponent(String(value))}`);
  };
  visit('', params);
  return pairs.join('&');
}

/** Brackets and `$` operators stay readable (Strapi accepts both forms); everything else is encoded. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%24/g, '$');
}
