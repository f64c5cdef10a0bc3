import { Button } from '@bli/ui';
import { ArrowDown } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';

/** A plain "#laptops" link (works without JavaScript) that scrolls smoothly when it can. */
export function ScrollToList({
  children,
  variant = 'primary',
}: {
  children: ReactNode;
  variant?: 'primary' | 'outline';
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById('laptops');
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <Button asChild size="lg" variant={variant}>
      <a href="#laptops" onClick={onClick}>
        {children} <ArrowDown className="h-4 w-4" aria-hidden="true" />
      </a>
    </Button>
  );
}
