/**
 * Lower-case without accents and with ß as ss, for matching and ordering: a search for "kuche" finds
 * "Küchenhilfe", and "Ärztin" sorts next to "Arzt".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('de')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i');
}
