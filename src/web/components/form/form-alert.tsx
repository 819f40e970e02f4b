/**
 * Issue 34: what a toast says (its title and message), in the page instead, for a form whose
 * answer came from the server (sent before or without its script, web/lib/form-answer.tsx).
 */
export function FormAlert({ title, message }: { title: string; message?: string }) {
  return (
    <div
      role="alert"
      className="space-y-1 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="font-semibold">{title}</p>
      {message && <p>{message}</p>}
    </div>
  );
}
