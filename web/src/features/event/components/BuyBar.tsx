import { Button } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceLine } from './BuyBox';
import classes from './Event.module.css';

interface BuyBarProps {
  /** The buy box: the bar shows while none of it is on screen. */
  buyBox: RefObject<HTMLElement | null>;
  price: number | null;
  onBuy: () => void;
}

/**
 * On a phone, once the buy box has scrolled away (reading the description, the place, the
 * questions), the price and "Comprar ingressos" wait at the bottom edge instead of a scroll
 * back up. Wide screens keep the buy box itself in view (Event.module.css), so it never shows
 * there.
 */
export function BuyBar({ buyBox, price, onBuy }: BuyBarProps) {
  const { t } = useTranslation();
  const [away, setAway] = useState(false);
  useEffect(() => {
    const box = buyBox.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setAway(!entry!.isIntersecting));
    observer.observe(box);
    return () => observer.disconnect();
  }, [buyBox]);

  if (!away) return null;
  return (
    <div className={classes.buyBar} data-buy-bar data-testid="buy-bar">
      <div className={classes.buyBarPrice}>
        <PriceLine price={price} size="sm" />
      </div>
      <Button size="md" h={44} onClick={onBuy} leftSection={<IconTicket size={18} aria-hidden />} data-testid="buy-bar-button">
        {t('event.buy')}
      </Button>
    </div>
  );
}
