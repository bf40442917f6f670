import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { TOASTS } from '../../../shared/constants';
import { cn } from '../../lib/cn';

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TOASTS.durationMs}
      swipeDirection="right"
      swipeThreshold={TOASTS.swipeThresholdPx}
      {...props}
    />
  );
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={[TOASTS.regionHotkey]}
      className={cn(
        'fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const variants = {
  default: 'border-ink-100 bg-white text-ink-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-200 bg-red-50 text-red-950',
} as const;

export function Toast({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: keyof typeof variants }) {
  return (
    <ToastPrimitive.Root
      className={cn(
        'toast-root group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export const ToastTitle = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) => (
  <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />
);

export const ToastDescription = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) => (
  <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />
);

export const ToastAction = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) => (
  <ToastPrimitive.Action
    className={cn(
      'inline-flex h-8 shrink-0 items-center rounded-md border border-current/20 px-3 text-sm font-medium hover:bg-black/5',
      className,
    )}
    {...props}
  />
);

export const ToastClose = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) => (
  <ToastPrimitive.Close
    aria-label="Close"
    className={cn('absolute top-3 right-3 rounded-md p-1 opacity-60 hover:opacity-100', className)}
    {...props}
  >
    <X className="size-4" aria-hidden />
  </ToastPrimitive.Close>
);
