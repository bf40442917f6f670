import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A one-line text that wraps like the heading or caption line it stands for, instead of scrolling out of sight on
 * a narrow screen: a textarea sized to its content that takes no line breaks (Enter leaves it when `onEnter` says).
 */
export function LineInput({
  value,
  onValueChange,
  onEnter,
  onKeyDown,
  className,
  ...props
}: { value: string; onValueChange: (value: string) => void; onEnter?: (input: HTMLTextAreaElement) => void } & Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'rows'>) {
  return (
    <textarea
      rows={1}
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\s*\n\s*/g, ' '))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onEnter?.(event.currentTarget);
        }
        onKeyDown?.(event);
      }}
      className={cn('field-sizing-content resize-none', className)}
      {...props}
    />
  );
}
