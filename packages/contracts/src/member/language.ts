import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { okSchema } from '../platform/envelope';
import { localeSchema } from '../platform/locales';

export const languageSaveCall = defineCall({
  service: 'member',
  path: 'language/save',
  summary: "Keeps the UI language the member switched to as the member's language: mail and notifications are written in it",
  auth: 'member',
  write: true,
  input: z.object({ language: localeSchema }),
  output: okSchema,
});
