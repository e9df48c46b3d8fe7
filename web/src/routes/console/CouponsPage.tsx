import '@mantine/core/styles/List.css';
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoupons, useDeleteCoupon } from '../../features/console/api/coupons';
import { useEvents } from '../../features/console/api/events';
import { ConfirmDialog } from '../../features/console/components/ConfirmDialog';
import { CouponForm } from '../../features/console/components/CouponForm';
import { consoleErrorText } from '../../features/console/errors';
import { formatCentavos, formatDateTime } from '../../features/console/format';
import { useConsoleSession } from '../../features/console/session';
import type { OrganizerCoupon, SavedCoupon } from '../../features/console/types';
import { useConsoleTitle } from '../../features/console/use-console-title';

type Outcome = { ok: boolean; text: string };

/** The most uses of a coupon in all its events: each event counts its own; null when one is unlimited. */
function totalUses(c: OrganizerCoupon): number | null {
  const rows = c.eventos ?? [];
  return rows.some((e) => e.usos === null) ? null : rows.reduce((sum, e) => sum + (e.usos ?? 0), 0);
}

/**
 * `/organizador/cupons` (owners and managers write, finance reads): the organizer's coupons
 * across its events, with their uses read again every 15 seconds while the page is visible.
 */
export function CouponsPage() {
  const { t, i18n } = useTranslation();
  useConsoleTitle(t('console.coupons.title'));
  const role = useConsoleSession()?.user.role;
  const mayWrite = role === 'owner' || role === 'manager';
  const coupons = useCoupons();
  const events = useEvents();
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<OrganizerCoupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OrganizerCoupon | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const lang = i18n.language;
  const when = (iso: string) => formatDateTime(iso, lang);

  const uses = (usados: number, usos: number | null) =>
    usos === null ? t('console.coupons.usesUnlimited', { count: usados }) : t('console.coupons.usesOf', { used: usados, max: usos });
  const value = (c: OrganizerCoupon) => (c.tipo === 'fixo' ? `${formatCentavos(c.valor)}` : `${c.valor}%`);
  const validity = (c: OrganizerCoupon) => {
    if (c.inicio && c.fim) return t('console.coupons.validBetween', { from: when(c.inicio), until: when(c.fim) });
    if (c.inicio) return t('console.coupons.validFrom', { from: when(c.inicio) });
    if (c.fim) return t('console.coupons.validUntil', { until: when(c.fim) });
    return t('console.coupons.validAlways');
  };
  // Ended as of the list's last read, which comes again every 15 seconds.
  const ended = (fim: string | null) => fim !== null && new Date(fim).getTime() <= coupons.dataUpdatedAt;

  const saved = (c: SavedCoupon) => {
    setEditing(null);
    const text = t('console.coupons.saved', { code: c.codigo });
    setOutcome({ ok: true, text: c.encerrados?.length ? `${text} ${t('console.coupons.endedNote')}` : text });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.codigo, {
      onSuccess: (res) => setOutcome({ ok: true, text: res.message ?? '' }),
      onError: (error) => setOutcome({ ok: false, text: consoleErrorText(t, error) }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('console.coupons.title')}
        </Title>
        {mayWrite && (
          <Button
            onClick={() => {
              setOutcome(null);
              setEditing('new');
            }}
          >
            {t('console.coupons.new')}
          </Button>
        )}
      </Group>
      <Text>{t('console.coupons.intro')}</Text>
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      {coupons.error && (
        <Alert color="red" variant="light" role="alert">
          {consoleErrorText(t, coupons.error)}
        </Alert>
      )}
      {coupons.isSuccess && coupons.data.length === 0 && <Text>{t('console.coupons.empty')}</Text>}
      {coupons.data?.map((c) => (
        <Paper key={c.codigo} withBorder p="sm" data-testid="coupon">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="sm">
              <div>
                <Group gap="xs">
                  <Text fw={700} component="h2" fz="lg" m={0}>
                    {c.codigo}
                  </Text>
                  <Badge variant="filled" color="blue.9" autoContrast>
                    {t('console.coupons.off', { value: value(c) })}
                  </Badge>
                  {ended(c.fim) && (
                    <Badge variant="filled" color="gray.7" autoContrast>
                      {t('console.coupons.ended')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm">{validity(c)}</Text>
                {c.setor && <Text size="sm">{t('console.coupons.onlySector', { sector: c.setor })}</Text>}
                <Text size="sm" fw={700}>
                  {uses(c.usados, totalUses(c))}
                </Text>
              </div>
              {mayWrite && (
                <Group gap="xs">
                  <Button
                    variant="default"
                    aria-label={t('console.coupons.editOf', { code: c.codigo })}
                    onClick={() => {
                      setOutcome(null);
                      setEditing(c);
                    }}
                  >
                    {t('console.coupons.edit')}
                  </Button>
                  <Button
                    variant="default"
                    aria-label={t('console.coupons.deleteOf', { code: c.codigo })}
                    onClick={() => {
                      setOutcome(null);
                      setDeleting(c);
                    }}
                  >
                    {t('console.coupons.delete')}
                  </Button>
                </Group>
              )}
            </Group>
            <List size="sm" spacing={2} aria-label={t('console.coupons.perEvent', { code: c.codigo })}>
              {(c.eventos ?? []).map((e) => (
                <List.Item key={e.id}>
                  {e.nome}: {uses(e.usados, e.usos)}
                  {e.fim !== c.fim && ended(e.fim) && ` · ${t('console.coupons.endedAt', { when: when(e.fim ?? '') })}`}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
      ))}
      <Text size="sm" c="dimmed">
        {t('console.coupons.live')}
      </Text>
      {editing !== null && (
        <CouponForm
          coupon={editing === 'new' ? null : editing}
          events={events.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      <ConfirmDialog
        title={t('console.coupons.deleteTitle')}
        question={deleting ? t('console.coupons.confirmDelete', { code: deleting.codigo }) : null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
