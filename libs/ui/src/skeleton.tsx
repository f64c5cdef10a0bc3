import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** A grey placeholder block shown while a client-side navigation loads. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}
