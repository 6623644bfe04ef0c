'use client';
import { describeDataAmount, labelDataAmount } from '@tern/domain';
import { useWords } from '@/i18n/words';

/** "1 GB", "500 MB" or the page's word for unlimited: spec §9, 1000 MB or more in GB. */
export function useDataAmount(): (dataAmountMb: number) => string {
  const common = useWords('common');
  return (mb) => labelDataAmount(describeDataAmount(mb), common('unlimited'));
}
