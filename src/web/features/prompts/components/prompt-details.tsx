import { Check, Copy, Lightbulb } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { PromptCard } from '@shared/prompts';
import { ToolChips } from '../../../components/tool-chip';
import { Button } from '../../../components/ui/button';
import { useCopyPrompt } from '../hooks/use-copy-prompt';
import { ChatButtons } from './chat-buttons';
import type { PromptLabels } from '../messages';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { RemoteImage } from '../../../components/remote-image';
import { CategoryBadge } from '../../../components/category-look';
import { PromptText } from '../../../components/prompt-text';

type Heading = 'h2' | 'h3';

function Section({
  heading: H,
  title,
  action,
  children,
}: {
  heading: Heading;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <H id={id} className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          {title}
        </H>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * What the modal and /prompt/{id} both show (docs/product.md#prompts): image, category, difficulty, compatible
 * tools, the prompt text with a copy button, and usage tips, in the screen's own labels.
 */
export function PromptDetails({
  prompt,
  labels,
  heading,
}: {
  /** A prompt's card (the modal) or the whole prompt (its page): both carry what this shows. */
  prompt: PromptCard;
  labels: PromptLabels;
  /** The level of the section headings, under the title of the dialog or the page. */
  heading: Heading;
}) {
  const { copied, copyPrompt, openPromptIn, hasBlanks, text, blanksDialog } = useCopyPrompt(prompt);
  const tips = prompt.usageTips.filter((tip) => tip.trim() !== '');
  return (
    <div className="space-y-5">
      <RemoteImage
        url={prompt.imageUrl}
        className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
      />
      <dl className="flex flex-wrap gap-x-8 gap-y-3">
        {prompt.category && (
          <div>
            <dt className="mb-1 text-xs text-slate-500">{labels.category}</dt>
            <dd>
              <CategoryBadge category={prompt.category} />
            </dd>
          </div>
        )}
        {prompt.difficulty && (
          <div>
            <dt className="mb-1 text-xs text-slate-500">{labels.difficulty}</dt>
            <dd>
              <DifficultyBadge difficulty={prompt.difficulty} />
            </dd>
          </div>
        )}
      </dl>
      {prompt.tools.length > 0 && (
        <Section heading={heading} title={labels.tools}>
          <ToolChips names={prompt.tools} label={labels.tools} />
        </Section>
      )}
      <Section
        heading={heading}
        title={labels.promptText}
        action={
          <Button variant="outline" size="sm" onClick={() => void copyPrompt(labels.copied)}>
            {copied ? (
              <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" />
            ) : (
              <Copy className="h-4 w-4" aria-hidden="true" />
            )}
            {labels.copy}
          </Button>
        }
      >
        {/* While the modal is open the page behind it (toasts included) is hidden from screen
            readers, so the copy is also announced here. */}
        <p className="sr-only" aria-live="polite">
          {copied ? labels.copied : ''}
        </p>
        <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-800">
          <PromptText text={prompt.promptText} />
        </pre>
        <div className="mt-3 flex flex-wrap gap-2">
          <ChatButtons
            title={prompt.title}
            text={text}
            hasBlanks={hasBlanks}
            onOpen={(chat) => openPromptIn(chat, labels.copied)}
          />
        </div>
        {blanksDialog}
      </Section>
      {tips.length > 0 && (
        <Section heading={heading} title={labels.usageTips}>
          <ul className="space-y-2">
            {tips.map((tip, i) => (
              <li key={i} className="flex gap-2 text-sm text-slate-700">
                <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-amber-500" aria-hidden="true" />
                {tip}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
