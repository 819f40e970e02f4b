import { createContext, useContext } from 'react';
import type { FormAnswer } from '@shared/form-answer';

// Issue 34: the answer to a form sent without JavaScript, which its page shows (shared/form-answer.ts).
const FormAnswerContext = createContext<FormAnswer | null>(null);

export const FormAnswerProvider = FormAnswerContext.Provider;

/** The answer for the form `form` on this page, if the server rendered it with one. */
export function useFormAnswer(form: string): FormAnswer | null {
  const answer = useContext(FormAnswerContext);
  return answer?.form === form ? answer : null;
}
