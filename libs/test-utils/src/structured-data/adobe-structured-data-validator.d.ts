/** The package ships JavaScript only; these are the parts of its API the structured-data check uses. */
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    fieldNames?: string[];
    path?: { type?: string; property?: string; index?: number }[];
  }

  /** A class that checks one type: constructed per item, `validate` gives that item's issues. */
  export type TypeHandler = () => Promise<{ default: new (options: { path: StructuredDataIssue['path'] }) => unknown }>;

  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    registeredHandlers: Record<string, TypeHandler[]>;
    validate(extracted: { jsonld?: Record<string, unknown[]> }): Promise<StructuredDataIssue[]>;
  }
}

declare module '@adobe/structured-data-validator/src/types/base.js' {
  import type { StructuredDataIssue } from '@adobe/structured-data-validator';

  type Condition = (data: Record<string, unknown>) => StructuredDataIssue | StructuredDataIssue[] | null;

  export default class BaseValidator {
    constructor(options: { path: StructuredDataIssue['path'] });
    path: StructuredDataIssue['path'];
    getConditions(): Condition[];
    validate(data: Record<string, unknown>): StructuredDataIssue[];
    required(name: string, type?: string, ...options: unknown[]): Condition;
    recommended(name: string, type?: string, ...options: unknown[]): Condition;
    or(...conditions: Condition[]): Condition;
  }
}
