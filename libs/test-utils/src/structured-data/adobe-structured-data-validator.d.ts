/** The package ships JavaScript only; this is the part of its API the structured-data check uses. */
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    fieldNames?: string[];
    path?: { type?: string; property?: string; index?: number }[];
  }

  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: { jsonld?: Record<string, unknown[]> }): Promise<StructuredDataIssue[]>;
  }
}
