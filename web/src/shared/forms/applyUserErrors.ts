import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverErrorType } from './useErrorText.ts';

type UserError = { readonly field: readonly string[]; readonly message: string };

/**
 * Puts a mutation's `userErrors` under the fields they name. Returns the messages that concern no
 * field of the form (to show above it).
 */
export function applyUserErrors<Values extends FieldValues>(
  userErrors: readonly UserError[],
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): string[] {
  const formErrors: string[] = [];
  for (const userError of userErrors) {
    const field = fields.find((candidate) => candidate === userError.field.at(-1));
    if (field) setError(field, { type: serverErrorType, message: userError.message }, { shouldFocus: true });
    else formErrors.push(userError.message);
  }
  return formErrors;
}
