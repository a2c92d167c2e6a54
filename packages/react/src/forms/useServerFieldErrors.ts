import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ServerErrors } from './serverErrors';

/** Puts a server's field messages under the fields of a react-hook-form form, focusing the first. */
export function useServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  serverErrors: ServerErrors | undefined,
): void {
  useEffect(() => {
    Object.entries(serverErrors?.fields ?? {}).forEach(([name, message], index) => {
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [serverErrors, setError]);
}
