import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode } from 'react';

type Props = Record<string, unknown>;

/**
 * Renders its only child element with the slot's props merged in (Radix Slot's rules): the
 * child's props win, except that class names are joined, styles merged and event handlers
 * both run (the child's first). Used for `asChild`.
 */
export function Slot({
  children,
  ...slotProps
}: HTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) return children ?? null;
  const slot = slotProps as Props;
  const child = children.props;
  const merged: Props = { ...slot, ...child };
  for (const name of Object.keys(child)) {
    const fromSlot = slot[name];
    const fromChild = child[name];
    if (!fromSlot || !fromChild) continue;
    if (/^on[A-Z]/.test(name)) {
      merged[name] = (...args: unknown[]) => {
        const result = (fromChild as (...a: unknown[]) => unknown)(...args);
        (fromSlot as (...a: unknown[]) => unknown)(...args);
        return result;
      };
    } else if (name === 'style') {
      merged[name] = { ...(fromSlot as object), ...(fromChild as object) };
    } else if (name === 'className') {
      merged[name] = `${fromSlot as string} ${fromChild as string}`;
    }
  }
  return cloneElement(children, merged);
}
