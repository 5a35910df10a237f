import type { Locale } from './locales';

/**
 * The CLDR plural categories of each language, the suffixes i18next looks up for `t(key, { count })`
 * (`Intl.PluralRules(locale).resolvedOptions().pluralCategories`).
 */
export const PLURAL_CATEGORIES = {
  de: ['one', 'other'],
  en: ['one', 'other'],
  tr: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
} as const satisfies Record<Locale, readonly string[]>;

type PluralCategory<L extends Locale> = (typeof PLURAL_CATEGORIES)[L][number];

type AnyPluralCategory = PluralCategory<Locale>;

/** `count` for `count_one`: the German keys that carry a plural suffix, without it. */
type PluralBase<Key> = Key extends string
  ? AnyPluralCategory extends infer Category
    ? Category extends AnyPluralCategory
      ? Key extends `${infer Base}_${Category}`
        ? Base
        : never
      : never
    : never
  : never;

/** One object type instead of an intersection, so that a type error names the key at fault. */
type Flat<T> = { [Key in keyof T]: T[Key] };

/** A namespace's strings: text, or nested groups of texts. */
export interface StringTree {
  [key: string]: string | StringTree;
}

/**
 * The strings language `L` must give for a namespace whose German strings are `De`: the same keys at
 * every depth, except that a plural key (`count_one`, `count_other` in German) takes the plural forms
 * of `L` (six in Arabic), plus the optional `_zero` form that i18next uses for a count of 0 in any
 * language.
 */
export type Translation<De, L extends Locale> = De extends string
  ? string
  : Flat<
      { [Key in keyof De as [PluralBase<Key>] extends [never] ? Key : never]: Translation<De[Key], L> } & {
        [Key in `${PluralBase<keyof De>}_${PluralCategory<L>}`]: string;
      } & { [Key in `${PluralBase<keyof De>}_zero`]?: string }
    >;

/** `Expected`, with every key of `Actual` that `Expected` does not have (at any depth) typed `never`. */
type Exactly<Actual, Expected> = Expected extends string
  ? string
  : Flat<{ [Key in keyof Actual]: Key extends keyof Expected ? Exactly<Actual[Key], Expected[Key]> : never } & Expected>;

/**
 * The UI strings of one i18next namespace in every language. German is the source: a key missing in
 * another language, a key German does not have, or a plural form a language does not use is a type
 * error. Marked free of side effects, so a browser build that imports only a namespace's name leaves
 * its strings out (the page brings them, `stringsOf`).
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineNamespace<Strings extends Record<Locale, StringTree>>(
  strings: Strings & { [L in keyof Strings]: L extends Locale ? Exactly<Strings[L], Translation<Strings['de'], L>> : never },
): Strings {
  return strings;
}
