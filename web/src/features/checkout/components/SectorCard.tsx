import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDayMonth, formatTime } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import { formatCentavos } from '../../../lib/money';
import type { SaleSector, TicketType } from '../api/contract';
import { batchNaming } from '../batch';
import { QuantityStepper } from './QuantityStepper';

interface SectorCardProps {
  sector: SaleSector;
  timezone: string;
  quantity: (type: TicketType) => number;
  /** How many more of this sector fit (availability and limits). */
  room: number;
  onChange: (type: TicketType, value: number) => void;
}

/** One sector: name, batch, live availability, and a stepper per ticket type. */
export function SectorCard({ sector, timezone, quantity, room, onChange }: SectorCardProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const soldOut = sector.available <= 0;
  // Outside its own sales window a sector is shown, and the server would refuse it.
  const closed = !sector.on_sale;
  const few = !soldOut && sector.available <= 10;
  const types: TicketType[] = sector.half_price === null ? ['full'] : ['full', 'half'];
  const batchText = batchLine(sector, (iso) => `${formatDayMonth(iso, timezone, language)} ${formatTime(iso, timezone, language)}`, t);

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={sector.nome} data-testid="checkout-sector" data-sector-id={sector.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Text fw={700}>{sector.nome}</Text>
            {batchText && (
              <Text size="xs" c="gray.7" data-testid="sector-batch">
                {batchText}
              </Text>
            )}
          </div>
          {closed ? (
            <Badge color="gray.8" variant="filled" data-testid="sector-closed">
              {t('checkout.sectorClosed')}
            </Badge>
          ) : soldOut ? (
            <Badge color="red.9" variant="filled">
              {t('checkout.soldOut')}
            </Badge>
          ) : (
            <Badge color={few ? 'yellow.4' : 'gray'} variant={few ? 'filled' : 'default'} c={few ? 'dark' : undefined} data-testid="sector-available">
              {few ? t('checkout.lastUnits', { count: sector.available }) : t('checkout.available', { count: sector.available })}
            </Badge>
          )}
        </Group>
        {types.map((type) => {
          const price = type === 'half' ? (sector.half_price ?? sector.price) : sector.price;
          const typeLabel = t(type === 'half' ? 'checkout.half' : 'checkout.full');
          const value = quantity(type);
          return (
            <Group key={type} justify="space-between" wrap="nowrap" gap="xs" data-testid={`line-${type}`}>
              <div>
                <Text size="sm">{typeLabel}</Text>
                <Text fw={600}>{formatCentavos(price)}</Text>
              </div>
              <QuantityStepper
                label={`${typeLabel}, ${sector.nome}`}
                value={value}
                canAdd={!soldOut && !closed && room > 0}
                onChange={(next) => onChange(type, next)}
                testId={`stepper-${type}`}
              />
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** The batch under the sector's name, naming it once (see batchNaming), with its end if it has one. */
function batchLine(sector: SaleSector, formatEnd: (iso: string) => string, t: TFunction): string | null {
  const batch = sector.batch;
  if (!batch) return null;
  const naming = batchNaming(sector.nome, batch.nome);
  if (batch.ends_at) {
    const date = formatEnd(batch.ends_at);
    return naming === 'none' ? t('checkout.batchEndsAt', { date }) : t('checkout.batchUntil', { name: batch.nome, date });
  }
  if (naming === 'none') return null;
  return naming === 'bare' ? batch.nome : t('checkout.batch', { name: batch.nome });
}
