import { LineIcon } from '@/components/ui/line-icon';

/** Two opposite arrows, for the converter's and the translator's swap buttons. */
export function SwapIcon() {
  return (
    <LineIcon className="size-5" round>
      <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
    </LineIcon>
  );
}
