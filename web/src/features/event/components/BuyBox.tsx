import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconTicket } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/language';
import { formatCentavos } from '../../../lib/money';
import { isBuyable, saleMessage } from '../sale-status';
import { lowestPrice } from '../sessions';
import type { EventDetail } from '../types';
import classes from './Event.module.css';

// Only events not on sale yet or for guests have it, and it brings the input masks: on demand.
const CampaignForm = lazy(() => import('./CampaignForm').then((m) => ({ default: m.CampaignForm })));

/** "A partir de R$ 20,00", or free; nothing when no session has a price. */
export function PriceLine({ price, size }: { price: number | null; size: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  if (price === null) return null;
  return (
    <Text fw={700} size={size}>
      {price > 0 ? t('events.fromPrice', { price: formatCentavos(price) }) : t('events.free')}
    </Text>
  );
}

/**
 * The buy action: "Comprar ingressos" exactly when the server says sales are
 * open; otherwise the reason. The button opens the embedded checkout where the
 * event offers it, else the session and its sectors (EventContent).
 */
export function BuyBox({ event, onBuy }: { event: EventDetail; onBuy: () => void }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const price = lowestPrice(event.relacionados);
  const reason = isBuyable(event.venda) ? null : saleMessage(event.venda, event.timezone, language);
  const external = event.venda?.status === 'externa' && event.link_externo;
  // The campaign sign-up (spec section 7): the pre-sale of "vendas em breve", the guest list.
  const campaign = event.venda?.status === 'em_breve' ? 'presale' : event.venda?.status === 'lista' ? 'list' : null;

  return (
    <Paper withBorder p="lg" radius="md" className={classes.buyBox} data-testid="buy-box">
      <Stack gap="sm">
        <PriceLine price={price} size="lg" />
        {reason ? (
          <>
            <Text fw={600} role="status" data-testid="sale-status" data-status={event.venda?.status}>
              {t(reason.key, reason.values)}
            </Text>
            {external && (
              <Button
                component="a"
                href={event.link_externo}
                target="_blank"
                rel="noopener noreferrer"
                rightSection={<IconExternalLink size={16} aria-hidden />}
                data-testid="external-sale-link"
              >
                {t('event.externalLink')}
                <span className={classes.srOnly}> {t('common.opensInNewTab')}</span>
              </Button>
            )}
            {campaign && (
              <Suspense fallback={null}>
                <CampaignForm eventId={event.id} kind={campaign} />
              </Suspense>
            )}
          </>
        ) : (
          <Button size="md" onClick={onBuy} leftSection={<IconTicket size={18} aria-hidden />} data-testid="buy-button">
            {t('event.buy')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
