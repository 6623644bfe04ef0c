import type { ButtonHTMLAttributes } from 'react';
import { type ButtonStyle, buttonClasses } from './button-classes';

export {
  type ButtonSize,
  type ButtonStyle,
  type ButtonVariant,
  buttonClasses,
} from './button-classes';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {}

/** A button of the design system; `type` defaults to "button" so no form is submitted by accident. */
export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, block });
  return (
    <button type={type} className={className ? `${classes} ${className}` : classes} {...props} />
  );
}
