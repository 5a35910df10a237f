/** A query value the service cannot use; answered with 400 and the parameter's name. */
export class BadRequestError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
    this.name = 'BadRequestError';
  }
}
