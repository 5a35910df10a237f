/**
 * Strapi v4 answers wrap every entry as `{ id, attributes }` and every relation or media field as
 * `{ data: ... }`; Strapi 5 answers flat. Both become the same flat shape here, so the typed mappers
 * and the components never see the difference.
 */
export function unwrapStrapi(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(unwrapStrapi);
  }
  if (!isRecord(value)) {
    return value;
  }
  if ('data' in value && isRelationWrapper(value)) {
    return unwrapStrapi(value['data']);
  }
  if (isRecord(value['attributes'])) {
    const { attributes, ...rest } = value;
    return unwrapStrapi({ ...rest, ...attributes });
  }
  return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, unwrapStrapi(nested)]));
}

/** The body of a content answer (`{ data, meta }`), normalised; `null` for an empty single type. */
export function unwrapResponse(body: unknown): unknown {
  return isRecord(body) && 'data' in body ? unwrapStrapi(body['data']) : unwrapStrapi(body);
}

/** `{ data: x }` or `{ data: x, meta: ... }` with nothing else: a v4 relation, media or response body. */
function isRelationWrapper(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return keys.every((key) => key === 'data' || key === 'meta') && (value['data'] === null || typeof value['data'] === 'object');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
