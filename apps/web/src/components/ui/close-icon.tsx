import { LineIcon } from './line-icon';

/** The × of every close and dismiss button; the button carries the accessible name. */
export function CloseIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}
