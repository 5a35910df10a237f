/**
 * An address: a word, `@` (or `(at)`, `[at]`, as addresses are written to escape harvesters) and a
 * domain, spaces around them allowed. A match starts only where a word starts, so a long word costs its
 * length once, not once per letter.
 */
const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+\s*(?:@|[([]\s*at\s*[)\]])\s*[\p{L}\p{N}-]+(?:\s*(?:\.|[([]\s*(?:dot|punkt)\s*[)\]])\s*[\p{L}\p{N}-]+)*/giu;

/** Two letters, two check digits and groups of four as an IBAN is printed, with or without spaces. */
const IBAN = /(?<![\p{L}\p{N}])\p{L}{2}\d{2}(?: ?[\p{L}\p{N}]{4}){2,7}(?: ?[\p{L}\p{N}]{1,3})?(?![\p{L}\p{N}])/giu;

/** An IBAN's account part is digits for the most part; words of four letters after "ab12" are no IBAN. */
const MIN_IBAN_DIGITS = 10;

/**
 * Digits in any script (Arabic-Indic too), joined by what people type between them: spaces, slashes,
 * dashes, dots and brackets (`+49 (0)30 123 45-67`, `0170/1234567`, `٠١٧٠ ١٢٣٤٥٦٧`).
 */
const DIGIT_RUN = /(?:\+\s*|\(\s*)?\p{Nd}(?:[\s/.\-()]{0,3}\p{Nd})*/gu;

/** A run that starts with `+`, `00` or `0` (a trunk prefix) is a phone number from this many digits… */
const MIN_PHONE_DIGITS = 7;

/**
 * …and any other from this many: a postcode has 5 digits, a wage or a job number fewer, while a number
 * of 8 or more is a phone number without its prefix, a birth date, an account or customer number.
 */
const MIN_LONG_NUMBER_DIGITS = 8;

const STARTS_LIKE_A_PHONE_NUMBER = /^[\s(]*(?:\+|[0٠۰])/u;

function maskDigitRun(run: string): string {
  const digits = run.match(/\p{Nd}/gu)?.length ?? 0;
  if (digits >= MIN_PHONE_DIGITS && STARTS_LIKE_A_PHONE_NUMBER.test(run)) return '[phone]';
  return digits >= MIN_LONG_NUMBER_DIGITS ? '[number]' : run;
}

/**
 * Text a visitor typed, fit for a log line or a stored report: what looks like an e-mail address, an
 * IBAN, a phone number or a long number is replaced by `[email]`, `[iban]`, `[phone]` or `[number]`, and
 * everything else is kept as typed ("Koch 10115", "Job 450 Euro", "B2").
 */
export function maskPersonalData(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(IBAN, (match) => ((match.match(/\p{Nd}/gu)?.length ?? 0) >= MIN_IBAN_DIGITS ? '[iban]' : match))
    .replace(DIGIT_RUN, maskDigitRun);
}
