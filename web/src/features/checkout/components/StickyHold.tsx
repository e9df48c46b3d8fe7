import { useRef, type ReactNode } from 'react';
import { useStickyOffset } from '../use-sticky-offset';
import classes from './StickyHold.module.css';

/**
 * The hold notice (countdown or boleto deadline), kept in view below the title bar while the
 * buyer scrolls down to the QR code, the copy button or the card form.
 */
export function StickyHold({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const top = useStickyOffset(ref);
  return (
    <div ref={ref} className={classes.hold} style={{ top }} data-testid="sticky-hold">
      {children}
    </div>
  );
}
