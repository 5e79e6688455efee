import { describe, expect, it } from 'vitest';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { passengerInputSchema } from '@travel/contracts/member/passenger';
import { applyIssues, changedPaths, issuesFromServer, issuesFromZod, pathFromDotted, splitIssues, translateValidationMessage } from './form-issues';

/** A t() that returns the first key it is given, the way i18next answers with a key list. */
const t = ((keys: string | string[]) => (Array.isArray(keys) ? keys[0] : keys)) as unknown as TFunction;

describe('pathFromDotted', () => {
  it('turns the server\'s dotted paths into form name paths', () => {
    expect(pathFromDotted('certificateList.0.certNo')).toEqual(['certificateList', 0, 'certNo']);
    expect(pathFromDotted('familyName')).toEqual(['familyName']);
    expect(pathFromDotted('')).toEqual([]);
  });
});

describe('translateValidationMessage', () => {
  it('looks contract keys up in the server namespace, with the generic text as fallback', () => {
    const seen: unknown[] = [];
    const spy = ((keys: unknown) => (seen.push(keys), 'x')) as unknown as TFunction;
    translateValidationMessage(spy, 'validation.name');
    translateValidationMessage(spy, 'Too big', 'too_big');
    translateValidationMessage(spy, 'Invalid input', 'invalid_type');
    expect(seen).toEqual([['server:validation.name', 'web:form.invalid'], 'web:form.invalid', ['server:validation.required', 'web:form.invalid']]);
  });
});

describe('issuesFromZod on the contract schema', () => {
  it('names the fields the web form has, with the contract\'s keys', () => {
    const parsed = passengerInputSchema.safeParse({
      familyName: 'Li3',
      givenName: 'Lei',
      gender: 'M',
      birthday: '1992-02-30',
      certificateList: [{ certType: 1, certNo: '1' }],
    });
    expect(parsed.success).toBe(false);
    const issues = issuesFromZod(t, parsed.error!);
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: ['familyName'], message: 'server:validation.name' },
        { path: ['birthday'], message: 'server:validation.date' },
        { path: ['certificateList', 0, 'certNo'], message: 'server:validation.certNo' },
      ]),
    );
  });
});

describe('applyIssues', () => {
  it('puts one message on each field and returns the rest', () => {
    const set: unknown[] = [];
    const form = { setFields: (fields: unknown[]) => set.push(...fields) } as unknown as FormInstance;
    const general = applyIssues(
      form,
      issuesFromServer(t, [
        { path: 'familyName', code: 'invalid_format', message: 'Bad name' },
        { path: 'familyName', code: 'too_big', message: 'Too long' },
        { path: 'certificateList.1.certNo', code: 'custom', message: 'Bad number' },
        { path: 'certificateList', code: 'too_small', message: 'Add a document' },
        { path: '', code: 'custom', message: 'Whole body' },
        { path: 'email', code: 'custom', message: 'validation.email' },
      ]),
      (path) => !(path.length === 1 && path[0] === 'certificateList'),
    );
    expect(set).toEqual([
      { name: ['familyName'], errors: ['Bad name'] },
      { name: ['certificateList', 1, 'certNo'], errors: ['Bad number'] },
      { name: ['email'], errors: ['server:validation.email'] },
    ]);
    expect(general).toEqual(['Add a document', 'Whole body']);
  });
});

describe('splitIssues', () => {
  it('keeps the first issue of each field and the distinct messages of no field', () => {
    const { fields, general } = splitIssues(
      [
        { path: ['userName'], message: 'Required' },
        { path: ['userName'], message: 'Too long' },
        { path: ['password'], message: 'Required' },
        { path: [], message: 'Whole body' },
        { path: [], message: 'Whole body' },
        { path: ['other', 0], message: 'Not a field here' },
      ],
      (path) => path.length === 1,
    );
    expect(fields).toEqual([
      { path: ['userName'], message: 'Required' },
      { path: ['password'], message: 'Required' },
    ]);
    expect(general).toEqual(['Whole body', 'Not a field here']);
  });
});

describe('changedPaths', () => {
  it('names the fields a change touched, down to list items', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(changedPaths({ legs: [, { arriveCityId: '156110000' }] })).toEqual([['legs', 1, 'arriveCityId']]);
    expect(changedPaths({ purpose: 'x', estimatedAmount: 12 })).toEqual([['purpose'], ['estimatedAmount']]);
    expect(changedPaths({ applicationTypes: ['BUSINESS', 'CUSTOMER'] })).toEqual([['applicationTypes']]);
    expect(changedPaths({ defaultCap: { noLimit: true, yuan: null } })).toEqual([['defaultCap', 'noLimit'], ['defaultCap', 'yuan']]);
    expect(changedPaths({ beginDate: new Date(0) })).toEqual([['beginDate']]);
    expect(changedPaths({ travellers: [] })).toEqual([['travellers']]);
  });
});
