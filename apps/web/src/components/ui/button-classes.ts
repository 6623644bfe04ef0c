export type ButtonVariant = 'primary' | 'secondary' | 'quiet';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container (forms, dialogs on phones). */
  block?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-ink hover:bg-slate-50',
  quiet: 'text-brand-700 underline-offset-4 hover:underline disabled:text-slate-500',
};
// Heights match the touch targets the pages already use: 40, 44 and 48 px.
const SIZES: Record<ButtonSize, string> = {
  sm: 'h-10 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
};

/**
 * The classes of a button, for the places that need a link to look like one (`<Link>`, `<a>`):
 * one definition instead of the same class string in every feature.
 */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  block = false,
}: ButtonStyle = {}) {
  const shape = variant === 'quiet' ? 'rounded-full px-1 text-sm' : `rounded-full ${SIZES[size]}`;
  return [
    'inline-flex shrink-0 items-center justify-center font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-wait',
    shape,
    VARIANTS[variant],
    block ? 'w-full' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
