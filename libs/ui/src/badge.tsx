import type { HTMLAttributes } from 'react';
import { cn } from './cn';

const tones = {
  neutral: 'bg-slate-100 text-slate-800',
  brand: 'bg-orange-100 text-orange-800',
  success: 'bg-green-100 text-green-800',
  danger: 'bg-red-600 text-white',
  info: 'bg-blue-100 text-blue-800',
  outline: 'border border-slate-300 text-slate-700',
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: keyof typeof tones;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
