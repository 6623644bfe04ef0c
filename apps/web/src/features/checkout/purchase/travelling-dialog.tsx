'use client';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { localizePath } from '@/i18n/paths';
import { useWords } from '@/i18n/words';
import { countryNameIn } from '@/lib/country-name';
import type { PlanCountry } from './checkout-item';
import type { HomeCountryReason, TravellingAnswer } from './purchase-flow';

interface TravellingDialogProps {
  country: PlanCountry;
  reason: HomeCountryReason;
  onAnswer: (answer: TravellingAnswer) => void;
}

/** Where "No" takes the traveller: every destination, to choose the one they are going to. */
const CHOOSE_DESTINATION_PATH = '/esim-list';

/**
 * "Are you travelling to …?" (issue 25), asked before paying for a plan of the country the
 * device is in, or the account's phone number is from. Yes goes on with the purchase; no stops it and opens the list of destinations.
 * Escape, the close button or the backdrop leave it unanswered: nothing is bought and the
 * traveller stays on the page. Its words come from the page's IslandWords
 * (checkout.homeCountry); its code loads only when the question is asked.
 */
export default function TravellingDialog({ country, reason, onAnswer }: TravellingDialogProps) {
  const t = useWords('checkout.homeCountry');
  const router = useRouter();
  const name = countryNameIn(t.locale, country.isoCode, country.name);
  return (
    <Modal
      open
      onClose={() => onAnswer('undecided')}
      title={t('title', { country: name })}
      closeLabel={t('close')}
    >
      <div data-testid="travelling-dialog">
        <p className="text-sm text-slate-700">
          {t(reason === 'here' ? 'textHere' : 'textAccount', { country: name })}
        </p>
        <div className="mt-5 grid gap-3">
          <Button block onClick={() => onAnswer('travelling')}>
            {t('yes')}
          </Button>
          <Button
            block
            variant="secondary"
            onClick={() => {
              onAnswer('elsewhere');
              router.push(localizePath(CHOOSE_DESTINATION_PATH, t.locale));
            }}
          >
            {t('no')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
