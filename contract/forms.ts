// API contract of the forms showcase (issue 19): the asynchronous autocomplete's suggestions
// (tax object codes and countries, GET /forms/autocomplete) and the validation page's server
// round trip (is this NPWP already a client's? POST /forms/check-npwp). Both the admin's only,
// as their pages. Plain values and types; zod schemas in ./forms/schemas and ./forms/responses.

import type { z } from 'zod';
import type { autocompleteAnswerSchema, checkNpwpAnswerSchema } from './forms/responses';

export const FORMS_PATHS = {
  /** GET ?q=&kind=all|tax-object|country&lang= */
  autocomplete: '/forms/autocomplete',
  /** POST { npwp } */
  checkNpwp: '/forms/check-npwp',
} as const;

export const AUTOCOMPLETE_KINDS = ['all', 'tax-object', 'country'] as const;
export type AutocompleteKind = (typeof AUTOCOMPLETE_KINDS)[number];

/** Most suggestions one answer holds. */
export const AUTOCOMPLETE_LIMIT = 20;

export type AutocompleteAnswer = z.infer<typeof autocompleteAnswerSchema>;
export type AutocompleteSuggestion = AutocompleteAnswer['data'][number];
export type CheckNpwpAnswer = z.infer<typeof checkNpwpAnswerSchema>;
