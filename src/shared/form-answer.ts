/**
 * Issue 34: a form sent without JavaScript (`method="post"` to its own page) is answered by the
 * server with its page again, rendered with this: what the form's script would have shown.
 * Written by server/http/page-forms.ts, read by the form (web/lib/form-answer.tsx) on the server
 * and again in the browser as it hydrates.
 */
export interface FormAnswer {
  /** Which form on the page answered ('login', 'find-email'…). */
  form: string;
  /** What was typed, to show again: never a password. */
  values: Record<string, string>;
  /** A message per field, as the form's own checks word them. */
  fields?: Record<string, string>;
  /** The server's refusal ('Username atau password salah'), its code, and what it found. */
  error?: { code: string; message: string };
  /** What a form shows when it has done its work in place (the masked e-mail found). */
  result?: Record<string, string>;
}
