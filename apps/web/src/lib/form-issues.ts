import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { ZodError } from 'zod';
import type { ParamIssue } from '@travel/contracts/platform/envelope';

export type FieldPath = (string | number)[];

/** One problem of a form, its message already in the UI's language. */
export interface FormIssue {
  path: FieldPath;
  message: string;
}

/** `certificateList.0.certNo` → ['certificateList', 0, 'certNo'] (antd's name path). */
export function pathFromDotted(path: string): FieldPath {
  if (!path) return [];
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * A contract schema's message is an i18n key of the server catalog (`validation.name`); the web shows the same
 * text. Messages that are not keys (zod's defaults) become the generic invalid-field text.
 */
export function translateValidationMessage(t: TFunction, message: string, code?: string): string {
  if (message.startsWith('validation.')) return t([`server:${message}`, 'web:form.invalid']);
  if (code === 'invalid_type') return t(['server:validation.required', 'web:form.invalid']);
  return t('web:form.invalid');
}

export function issuesFromZod(t: TFunction, error: ZodError): FormIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
    message: translateValidationMessage(t, issue.message, issue.code),
  }));
}

/**
 * The server's PARAM_ERROR issues. Their messages come translated; one that still is a catalog key (a check made
 * inside a service rather than by the schema) is translated here from the same catalog.
 */
export function issuesFromServer(t: TFunction, issues: ParamIssue[]): FormIssue[] {
  return issues.map((issue) => ({
    path: pathFromDotted(issue.path),
    message: /^validation\.\w+$/.test(issue.message) ? translateValidationMessage(t, issue.message) : issue.message,
  }));
}

/**
 * The first issue of each field, and the messages that belong to no field (the whole body, or a list as a whole)
 * for the form to show above its buttons.
 */
export function splitIssues(issues: FormIssue[], isField: (path: FieldPath) => boolean): { fields: FormIssue[]; general: string[] } {
  const byField = new Map<string, FormIssue>();
  const general: string[] = [];
  for (const issue of issues) {
    if (issue.path.length > 0 && isField(issue.path)) {
      const key = JSON.stringify(issue.path);
      if (!byField.has(key)) byField.set(key, issue);
    } else if (!general.includes(issue.message)) {
      general.push(issue.message);
    }
  }
  return { fields: [...byField.values()], general };
}

/** Shows each issue on its antd form field (see splitIssues) and returns the messages that belong to no field. */
export function applyIssues(form: FormInstance, issues: FormIssue[], isField: (path: FieldPath) => boolean): string[] {
  const { fields, general } = splitIssues(issues, isField);
  form.setFields(fields.map((issue) => ({ name: issue.path, errors: [issue.message] })));
  return general;
}

/** Clears the errors the form shows (before a new submission). */
export function clearIssues(form: FormInstance): void {
  const shown = form.getFieldsError().filter(({ errors }) => errors.length > 0);
  if (shown.length > 0) form.setFields(shown.map(({ name }) => ({ name, errors: [] })));
}

/**
 * The name paths a form's `changedValues` touch: `{legs: [, {arriveCityId: 'x'}]}` → [['legs', 1, 'arriveCityId']].
 * Plain values, dates and arrays of plain values (a multiple select) end a path.
 */
export function changedPaths(changed: unknown, prefix: FieldPath = []): FieldPath[] {
  const isLeaf = (v: unknown) =>
    v === null || typeof v !== 'object' || (Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object')) || !isPlainContainer(v);
  if (prefix.length > 0 && isLeaf(changed)) return [prefix];
  const out: FieldPath[] = [];
  if (Array.isArray(changed)) {
    changed.forEach((v, i) => {
      if (v !== undefined) out.push(...changedPaths(v, [...prefix, i]));
    });
  } else if (changed && typeof changed === 'object') {
    for (const [k, v] of Object.entries(changed)) out.push(...changedPaths(v, [...prefix, k]));
  }
  return out.length > 0 || prefix.length === 0 ? out : [prefix];
}

function isPlainContainer(v: unknown): boolean {
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

const startsWith = (path: FieldPath, prefix: FieldPath) => prefix.every((part, i) => path[i] === part);

/** Clears the errors of the fields the user just changed, so that stale messages do not linger. */
export function clearChangedIssues(form: FormInstance, changedValues: Record<string, unknown>): void {
  const paths = changedPaths(changedValues);
  const stale = form
    .getFieldsError()
    .filter(({ name, errors }) => errors.length > 0 && paths.some((p) => startsWith(name, p) || startsWith(p, name)));
  if (stale.length > 0) form.setFields(stale.map(({ name }) => ({ name, errors: [] })));
}
