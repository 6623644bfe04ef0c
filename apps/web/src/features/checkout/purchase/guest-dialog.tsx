'use client';
import { Modal } from '@/components/ui/modal';
import type { Deliverable } from '@/features/order-lines/messages';
import { useWords } from '@/i18n/words';
import { signInAsGuest } from '@/lib/session/guest-sign-in';
import type { GuestDetails } from './guest-details';
import { GuestForm } from './guest-form';

interface GuestDialogProps {
  /** The guest now has a session (the API has set its cookie). */
  onSignedIn: () => void;
  onCancel: () => void;
  /** What the order sends (deliverableOf its lines): the dialog's words name it. */
  deliverable: Deliverable | 'order';
}

/**
 * The guest-details dialog of the buy-now flow. Its words come from the page's IslandWords
 * (checkout.guest); its code, with the phone rules, loads only when a signed-out traveller buys.
 */
export default function GuestDialog({ onSignedIn, onCancel, deliverable }: GuestDialogProps) {
  return (
    <GuestDialogBody
      deliverable={deliverable}
      onSubmit={async (details) => {
        await signInAsGuest(details);
        onSignedIn();
      }}
      onCancel={onCancel}
    />
  );
}

function GuestDialogBody({
  onSubmit,
  onCancel,
  deliverable,
}: {
  onSubmit: (details: GuestDetails) => Promise<void>;
  onCancel: () => void;
  deliverable: Deliverable | 'order';
}) {
  const t = useWords('checkout.guest');
  return (
    <Modal open onClose={onCancel} title={t(`title.${deliverable}`)} closeLabel={t('cancel')}>
      <div data-testid="guest-dialog">
        <p className="mb-4 text-sm text-slate-600">{t('intro')}</p>
        <GuestForm
          onSubmit={onSubmit}
          submitLabel={t('submit')}
          busyLabel={t('submitting')}
          autoFocusName
          deliverable={deliverable}
          secondaryAction={
            <button
              type="button"
              onClick={onCancel}
              className="inline-flex h-11 items-center justify-center rounded-full px-6 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              {t('cancel')}
            </button>
          }
        />
      </div>
    </Modal>
  );
}
