/** A request the service answers with an Algolia-style error body `{ message, status }`. */
export class AlgoliaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Parameters that Algolia would reject, or that this stand-in does not support. */
export class InvalidParamsError extends AlgoliaError {
  constructor(message: string) {
    super(400, message);
  }
}
