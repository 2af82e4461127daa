/**
 * What contract:diff reports: the kinds of change it tells apart and one change, breaking or not, of
 * an operation (or of a schema compared on its own, before it is attributed to operations).
 */

export type ChangeKind =
  | 'operation-removed'
  | 'operation-moved'
  | 'operation-id-changed'
  | 'operation-added'
  | 'provider-status-changed'
  | 'deprecated'
  | 'security-added'
  | 'security-changed'
  | 'security-removed'
  | 'response-status-removed'
  | 'response-status-added'
  | 'response-media-type-removed'
  | 'response-field-removed'
  | 'response-field-optional'
  | 'response-field-added'
  | 'response-field-required'
  | 'response-type-changed'
  | 'response-type-narrowed'
  | 'response-enum-narrowed'
  | 'response-enum-widened'
  | 'response-enum-removed'
  | 'response-enum-introduced'
  | 'request-param-removed'
  | 'request-param-added'
  | 'request-param-required'
  | 'request-param-optional'
  | 'request-body-required'
  | 'request-body-added'
  | 'request-body-optional'
  | 'request-media-type-removed'
  | 'request-field-required'
  | 'request-field-added'
  | 'request-field-removed'
  | 'request-field-optional'
  | 'request-type-changed'
  | 'request-type-widened'
  | 'request-enum-narrowed'
  | 'request-enum-widened'
  | 'request-limit-tightened'
  | 'request-limit-loosened'
  | 'request-limit-changed'
  | 'response-limit-loosened'
  | 'response-limit-tightened'
  | 'response-limit-changed';

export interface Change {
  breaking: boolean;
  kind: ChangeKind;
  /** `METHOD /path (operationId)` of the operation concerned (the base's, for removed ones). */
  operation: string;
  message: string;
}

/** A change found in one schema (a body, a parameter, a response), before it is given its operation. */
export interface SchemaChange {
  breaking: boolean;
  kind: ChangeKind;
  message: string;
}

/** `response 200 field \`result.list[].id\`` (or just the label for the schema's root). */
export const fieldName = (label: string, path: string): string => (path === '' ? label : `${label} field \`${path}\``);
