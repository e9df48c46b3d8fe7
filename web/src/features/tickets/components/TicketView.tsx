import { Anchor, Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowsExchange, IconCalendarPlus, IconDownload, IconMapPin, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEventDateLong, zoneFor } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import { HALF_PROOFS, type HalfProof } from '../../checkout/api/contract';
import { ticketFiles } from '../api/get-ticket';
import type { Ticket } from '../types';
import classes from './Ticket.module.css';
import { TransferDialog } from './TransferDialog';

interface TicketViewProps {
  ticket: Ticket;
  /** The logged-in customer owns the ticket's order. */
  owner: boolean;
  now?: number;
}

const STATUS_COLORS = { valid: 'green.9', used: 'gray.7', cancelled: 'red.9', transferred: 'orange.9', disputed: 'red.9' } as const;

// A half-price ticket's entitlement, as the checkout records it.
const isHalfProof = (proof: string | null): proof is HalfProof => (HALF_PROOFS as readonly (string | null)[]).includes(proof);

/** A ticket: who, what, when, where, and the QR the door scans. */
export function TicketView({ ticket, owner, now: givenNow }: TicketViewProps) {
  // The moment the page opened: the transfer button does not vanish mid-dialog.
  const [openedAt] = useState(() => Date.now());
  const now = givenNow ?? openedAt;
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const [transferOpen, setTransferOpen] = useState(false);
  const zone = zoneFor(ticket.session.inicio, ticket.session.timezone);
  const files = ticketFiles(ticket.token);
  const usable = ticket.status === 'valid' || ticket.status === 'used';
  const transferUntil = ticket.transfer_until ? Date.parse(ticket.transfer_until) : NaN;
  const canTransfer = owner && ticket.status === 'valid' && Number.isFinite(transferUntil) && now < transferUntil;
  // The owner learns why the transfer button is gone, instead of looking for it: the time
  // ended before the page was asked for (the server says when), or since it opened.
  const transferEnded = ticket.transfer_ended ?? (Number.isFinite(transferUntil) && now >= transferUntil ? ticket.transfer_until : null);
  const transferClosed = owner && ticket.status === 'valid' && !!transferEnded;
  const place = ticket.place;
  const address = [place.endereco, [place.cidade, place.uf].filter(Boolean).join(' - ')].filter(Boolean).join(', ');

  return (
    <div className={classes.page}>
      <Card withBorder radius="md" padding="lg" className={classes.card} data-testid="ticket" component="article" aria-labelledby="ticket-title">
        <Stack gap="md">
          {/* As on My tickets: a long status wraps below the title rather than squeezing it. */}
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Title order={1} size="h2" id="ticket-title" style={{ flex: '1 1 15rem', minWidth: 0 }}>
              {ticket.event.nome}
            </Title>
            <Badge color={STATUS_COLORS[ticket.status]} variant="filled" size="lg" style={{ flexShrink: 0 }} data-testid="ticket-status">
              {t(`tickets.status.${ticket.status}`)}
            </Badge>
          </Group>
          <Text fw={600} size="lg" data-testid="ticket-session">
            {formatEventDateLong(ticket.session.inicio, zone, language)}
          </Text>
          <Stack gap={2}>
            <Text size="sm" c="gray.7">
              {t('tickets.holder')}
            </Text>
            <Text fw={700} size="lg" data-testid="ticket-holder">
              {ticket.holder.name}
            </Text>
            <Text size="sm">
              {t('tickets.cpf')}: {ticket.holder.cpf_masked}
            </Text>
            <Text size="sm" data-testid="ticket-code">
              {t('tickets.code')}: <Text span ff="monospace">{ticket.code}</Text>
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="gray.7">
              {t('tickets.sector')}
            </Text>
            <Text fw={600}>
              {ticket.sector}
              {ticket.type === 'half' ? ` · ${t('orders.ticketType.half')}` : ''}
            </Text>
            {ticket.type === 'half' && (
              <Text size="sm" data-testid="ticket-half-proof">
                {isHalfProof(ticket.half_proof)
                  ? t('tickets.halfProof', { proof: t(`tickets.proofs.${ticket.half_proof}`) })
                  : t('tickets.halfProofAny')}
              </Text>
            )}
          </Stack>
          {place.nome && (
            <Stack gap={2}>
              <Text size="sm" c="gray.7">
                {t('tickets.place')}
              </Text>
              <Text fw={600}>{place.nome}</Text>
              {address && <Text size="sm">{address}</Text>}
              {place.map_url && (
                <Anchor href={place.map_url} target="_blank" rel="noopener noreferrer" size="sm" data-no-print>
                  <Group gap={4} component="span">
                    <IconMapPin size={16} aria-hidden />
                    {t('tickets.map')}
                    <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
                  </Group>
                </Anchor>
              )}
            </Stack>
          )}
          {usable ? (
            <Stack gap={4} align="center">
              <img
                src={files.qr}
                alt={t('tickets.qrAlt', { name: ticket.holder.name })}
                className={classes.qr}
                width={320}
                height={320}
                data-testid="ticket-qr"
              />
              <Text size="xs" ff="monospace" c="gray.7" style={{ wordBreak: 'break-all' }}>
                {ticket.token}
              </Text>
              {ticket.status === 'used' && ticket.checked_in_at && (
                <Text size="sm" fw={600}>
                  {t('tickets.usedAt', { date: formatDateTime(ticket.checked_in_at, zone, language) })}
                </Text>
              )}
            </Stack>
          ) : (
            <div className={classes.void} role="alert" data-testid="ticket-void">
              <Text fw={700} size="xl" c="red.9">
                {t(`tickets.void.${ticket.status}`)}
              </Text>
              <Text size="sm">{t(`tickets.voidHint.${ticket.status}`)}</Text>
            </div>
          )}
        </Stack>
      </Card>
      {usable && (
        <Group mt="md" gap="xs" justify="center" data-no-print>
          <Button component="a" href={files.pdf} download leftSection={<IconDownload size={18} aria-hidden />}>
            {t('tickets.downloadPdf')}
          </Button>
          <Button variant="default" onClick={() => window.print()} leftSection={<IconPrinter size={18} aria-hidden />}>
            {t('tickets.print')}
          </Button>
          <Button component="a" href={files.calendar} download variant="default" leftSection={<IconCalendarPlus size={18} aria-hidden />}>
            {t('tickets.addToCalendar')}
          </Button>
          {canTransfer && (
            <Button variant="light" onClick={() => setTransferOpen(true)} leftSection={<IconArrowsExchange size={18} aria-hidden />}>
              {t('tickets.transfer.open')}
            </Button>
          )}
        </Group>
      )}
      {transferClosed && (
        <Text size="xs" c="gray.7" ta="center" mt="xs" data-no-print data-testid="transfer-closed">
          {t('tickets.transfer.closed', { date: formatDateTime(transferEnded, zone, language) })}
        </Text>
      )}
      {canTransfer && ticket.transfer_until && (
        <>
          <Text size="xs" c="gray.7" ta="center" mt="xs" data-no-print>
            {t('tickets.transfer.until', { date: formatDateTime(ticket.transfer_until, zone, language) })}
          </Text>
          <TransferDialog
            token={ticket.token}
            deadline={formatDateTime(ticket.transfer_until, zone, language)}
            opened={transferOpen}
            onClose={() => setTransferOpen(false)}
          />
        </>
      )}
    </div>
  );
}
