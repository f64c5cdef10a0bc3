import { cn } from './cn';

export interface ProgressProps {
  /** 0 to 100. */
  value: number;
  className?: string;
  'aria-label'?: string;
}

/** A determinate progress bar (role="progressbar" with its value). */
export function Progress({ value, className, ...props }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
      {...props}
    >
      <div className="h-full bg-orange-500 transition-[width]" style={{ width: `${clamped}%` }} />
    </div>
  );
}
