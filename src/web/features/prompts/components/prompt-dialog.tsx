import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { PromptCard } from '@shared/prompts';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../lib/paths';
import { MODAL_LABELS, PROMPTS_MESSAGES as M } from '../messages';
import { PromptDetails } from './prompt-details';

/** The modal a card opens (docs/product.md#prompts), with a link on to the prompt's own page. */
export function PromptDialog({
  prompt,
  onClose,
}: {
  prompt: PromptCard | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={prompt !== null}
      onOpenChange={(open) => !open && onClose()}
      title={prompt?.title ?? ''}
      description={prompt?.description ?? undefined}
      className="max-w-2xl"
    >
      {prompt && (
        <>
          <PromptDetails prompt={prompt} labels={MODAL_LABELS} heading="h3" />
          <div className="mt-6 flex justify-end">
            <Link to={paths.prompt(prompt.id)} className={buttonClass({ variant: 'outline' })}>
              {M.fullPage} <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
        </>
      )}
    </Dialog>
  );
}
