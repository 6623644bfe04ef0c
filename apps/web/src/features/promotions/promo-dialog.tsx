'use client';
import { lazy, Suspense, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { Toast, useToast } from '@/components/ui/toast';
import type { ClientWords } from '@/i18n/client-words';
import { useWords, WordsProvider } from '@/i18n/words';
import { CodeStep } from './promo-code-step';
import type { PromoStep } from './promo-steps';
import { StepLoading } from './step-loading';

/** Spec §4: the form and the thank-you each load their code when the flow reaches them. */
const loadPartnerForm = () => import('./partner-form');
const PartnerForm = lazy(loadPartnerForm);
const ThankYou = lazy(() => import('./thank-you'));

export interface PromoDialogProps {
  words: ClientWords;
  open: boolean;
  onClose: () => void;
}

/** The promo-code modal, then the partner form, then the thank-you modal (spec §2, §4). */
export function PromoDialog({ words, open, onClose }: PromoDialogProps) {
  return (
    <WordsProvider words={words}>
      <PromoFlow open={open} onClose={onClose} />
    </WordsProvider>
  );
}

function PromoFlow({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useWords('promotions');
  const common = useWords('common');
  const toast = useToast();
  const [step, setStep] = useState<PromoStep>({ kind: 'code' });
  const go = (next: PromoStep) => {
    toast.dismiss();
    setStep(next);
  };

  const title =
    step.kind === 'form'
      ? step.details.form.title
      : step.kind === 'thanks'
        ? t('thanks.title')
        : t('code.title');
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={common('close')}>
      {step.kind === 'code' ? (
        <CodeStep
          onToast={toast.show}
          onPartnerCode={() => void loadPartnerForm()}
          onPartner={(partner) => go({ kind: 'form', ...partner })}
        />
      ) : (
        <Suspense fallback={<StepLoading label={common('loading')} />}>
          {step.kind === 'form' ? (
            <PartnerForm
              step={step}
              onToast={toast.show}
              onSubmitted={(submission) =>
                go({ kind: 'thanks', details: step.details, submission })
              }
            />
          ) : (
            <ThankYou partner={step.details.partner} submission={step.submission} />
          )}
        </Suspense>
      )}
      <Toast toast={toast.toast} onDismiss={toast.dismiss} dismissLabel={t('dismiss')} />
    </Modal>
  );
}
