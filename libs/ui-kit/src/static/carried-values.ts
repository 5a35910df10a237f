/**
 * What the visitor entered into the server's HTML of a form before its code was there, by field name:
 * a field's value, or the values of a group of checkboxes that were ticked.
 */
export type CarriedValues = Readonly<Record<string, string | readonly string[]>>;

/**
 * `defaults` with the carried values of its own fields: what a form starts with when it replaces the
 * server's HTML the visitor may have typed into. A field whose default is a list (a group of checkboxes)
 * takes the ticked values, any other field a single value.
 */
export function withCarried<Values extends { [Name in keyof Values]: string | string[] }>(
  defaults: Values,
  carried: CarriedValues | undefined,
): Values {
  const values: Record<string, string | string[]> = { ...defaults };
  for (const [name, fallback] of Object.entries<string | string[]>(defaults)) {
    const value = carried?.[name];
    if (Array.isArray(fallback)) {
      if (value !== undefined) values[name] = typeof value === 'string' ? [value] : [...value];
    } else if (typeof value === 'string') {
      values[name] = value;
    }
  }
  return values as Values;
}
