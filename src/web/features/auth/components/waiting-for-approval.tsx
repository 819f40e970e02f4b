import { CheckCircle2, Clock, LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { APPROVAL_MESSAGES as M } from '../messages';

const ICONS = [CheckCircle2, Clock, LogIn] as const;

/**
 * Issue 19: what a person sees after registering, in place of the form: where they are in the
 * three steps, what mail to expect, and the way to the sign-in page.
 */
export function WaitingForApproval({ email }: { email: string }) {
  // The form that had the focus is gone: the panel takes it, so a screen reader reads it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="approval-title" className="space-y-5">
      <h2
        id="approval-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none"
      >
        {M.pendingTitle}
      </h2>
      <ol aria-label={M.stepsLabel} className="space-y-3">
        {M.steps.map((step, index) => {
          const Icon = ICONS[index]!;
          const done = index === 0;
          return (
            <li key={step.title} className="flex items-start gap-3">
              <Icon
                aria-hidden="true"
                className={`mt-0.5 h-5 w-5 shrink-0 ${done ? 'text-emerald-700' : 'text-slate-500'}`}
              />
              <span>
                <span className="block font-medium text-slate-900">{step.title}</span>
                <span className={`text-sm ${done ? 'text-emerald-800' : 'text-slate-600'}`}>
                  {step.done}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-sm text-slate-700">{M.review}</p>
      <p className="text-sm text-slate-700">{M.mailTo(email)}</p>
      <Link to={paths.landing} className={buttonClass({ className: 'w-full' })}>
        {M.toLanding}
      </Link>
    </section>
  );
}
