import { useState, type FormEvent } from 'react';

/** A form that says what is wrong with its fields once it has been tried (submitted), not while they are typed. */
export interface TriedForm {
  tried: boolean;
  /** Untried again, as the form was when it opened. */
  reset(): void;
  /** The <form>'s own props: no browser bubbles (the fields say it in plain words), and Submit marks it tried, then `submit` runs. */
  formProps: { noValidate: true; onSubmit(event: FormEvent<HTMLFormElement>): void };
}

/** `submit` checks the fields itself and goes ahead only when they are right; it may `reset` the form once it has an answer. */
export function useTriedForm(submit: (reset: () => void) => void): TriedForm {
  const [tried, setTried] = useState(false);
  const reset = () => setTried(false);
  return {
    tried,
    reset,
    formProps: {
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        setTried(true);
        submit(reset);
      },
    },
  };
}
