import type { FormEvent } from 'react';

/**
 * A native form's submit as FormData. The default (a page load) is prevented, and so is React's form
 * reset of `action` forms: invalid input must stay in the field the user typed it into.
 */
export const onSubmitFormData =
  (handle: (form: FormData) => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void handle(new FormData(event.currentTarget));
  };
