'use client';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { useWords } from '@/i18n/words';
import type { PartnerStep } from './promo-steps';
import { redeemCode } from './redeem-code';
import { useFocusOnShow } from './use-focus-on-show';

interface CodeStepProps {
  onToast: (text: string) => void;
  /** A partner code was accepted: its form is about to be needed. */
  onPartnerCode: () => void;
  onPartner: (partner: Omit<PartnerStep, 'kind'>) => void;
}

/** The promo-code modal (spec §4, §5): the code, checked by the API. */
export function CodeStep({ onToast, onPartnerCode, onPartner }: CodeStepProps) {
  const t = useWords('promotions.code');
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [atCheckout, setAtCheckout] = useState<{ couponCode: string; summary: string } | null>(
    null,
  );
  const inputRef = useFocusOnShow<HTMLInputElement>(!atCheckout);
  const noteRef = useFocusOnShow<HTMLParagraphElement>(atCheckout);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await redeemCode(code, t.locale, onPartnerCode);
    setBusy(false);
    switch (outcome.kind) {
      case 'empty':
        return onToast(t('empty'));
      case 'refused':
        return onToast(outcome.reason);
      case 'failed':
        return onToast(outcome.message ?? t('failed'));
      case 'at-checkout':
        return setAtCheckout(outcome);
      case 'partner': {
        const { couponCode, partnerCode, details } = outcome;
        return onPartner({ couponCode, partnerCode, details });
      }
    }
  }

  if (atCheckout) {
    return (
      <div className="space-y-4" data-testid="promo-at-checkout">
        <div>
          <p ref={noteRef} tabIndex={-1} className="font-semibold text-ink outline-none">
            {atCheckout.summary}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {t('atCheckout', { code: atCheckout.couponCode })}
          </p>
        </div>
        <Button
          variant="secondary"
          block
          onClick={() => {
            setAtCheckout(null);
            setCode('');
          }}
        >
          {t('another')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="promo-code-form">
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <TextField
        ref={inputRef}
        id={`${id}-code`}
        label={t('label')}
        name="couponCode"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
      />
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? t('checking') : t('submit')}
      </Button>
    </form>
  );
}
