/**
 * An event language as the page's readers call it: its localized `languageName` ("Türkçe" on a Turkish
 * page, "Türkisch" on a German one), else its `name`, the key the filters use. Cards, the event's page
 * and the language filter all name a language by it.
 */
export function languageLabelOf(language: { name?: string | null; languageName?: string | null }): string | null {
  return language.languageName?.trim() || language.name?.trim() || null;
}
