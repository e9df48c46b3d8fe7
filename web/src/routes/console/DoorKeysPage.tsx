import { Alert, Button, Code, CopyButton, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateDoorKey, useDoorKeys, useRevokeDoorKey } from '../../features/console/api/door-keys';
import { ConfirmDialog } from '../../features/console/components/ConfirmDialog';
import { consoleErrorText, fieldError } from '../../features/console/errors';
import { formatDateTime } from '../../features/console/format';
import type { DoorKey } from '../../features/console/types';
import { useConsoleTitle } from '../../features/console/use-console-title';

type Outcome = { ok: boolean; text: string };

/**
 * `/organizador/portaria` (owners, managers): the door's keys. A new key shows this once, to be
 * copied; the list has labels and dates only, and a key is revoked after a confirmation.
 */
export function DoorKeysPage() {
  const { t, i18n } = useTranslation();
  useConsoleTitle(t('console.doorKeys.title'));
  const keys = useDoorKeys();
  const create = useCreateDoorKey();
  const revoke = useRevokeDoorKey();
  const [label, setLabel] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<DoorKey | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = label.trim();
    setInvalid(value ? null : t('console.validation.required'));
    setOutcome(null);
    if (value) create.mutate(value, { onSuccess: () => setLabel('') });
  };
  const confirmRevoke = () => {
    if (!revoking) return;
    const name = revoking.label;
    revoke.mutate(revoking.id, {
      onSuccess: () => setOutcome({ ok: true, text: t('console.doorKeys.revoked', { label: name }) }),
      onError: (error) => setOutcome({ ok: false, text: consoleErrorText(t, error) }),
      onSettled: () => setRevoking(null),
    });
  };
  const labelError = invalid ?? fieldError(create.error, 'label');
  const made = create.data;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('console.doorKeys.title')}
      </Title>
      <Text>{t('console.doorKeys.intro')}</Text>
      <form noValidate onSubmit={submit} aria-labelledby="console-new-key">
        <Stack gap="sm">
          <Title order={2} size="h3" id="console-new-key">
            {t('console.doorKeys.newTitle')}
          </Title>
          {create.error && !fieldError(create.error, 'label') && (
            <Alert color="red" variant="light" role="alert">
              {consoleErrorText(t, create.error)}
            </Alert>
          )}
          <TextInput
            label={t('console.doorKeys.label')}
            description={t('console.doorKeys.labelHint')}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
            withAsterisk
            maw={420}
            error={labelError}
            errorProps={{ role: 'alert' }}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('console.doorKeys.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      {made && (
        <Alert
          color="yellow"
          variant="light"
          role="status"
          title={t('console.doorKeys.madeTitle', { label: made.label })}
          // Mantine's yellow title is 1.6:1 on its light background: the text colour reads (WCAG AA).
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap="xs">
            <Text fw={700}>{t('console.doorKeys.saveNow')}</Text>
            <Code block data-testid="new-door-key">
              {made.key}
            </Code>
            <CopyButton value={made.key}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} maw={200}>
                  {copied ? t('console.doorKeys.copied') : t('console.doorKeys.copy')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      )}
      <Divider />
      <section aria-labelledby="console-keys">
        <Stack gap="sm">
          <Title order={2} size="h3" id="console-keys">
            {t('console.doorKeys.listTitle')}
          </Title>
          {outcome && (
            <Alert color={outcome.ok ? 'green' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'}>
              {outcome.text}
            </Alert>
          )}
          {keys.error && (
            <Alert color="red" variant="light" role="alert">
              {consoleErrorText(t, keys.error)}
            </Alert>
          )}
          {keys.isSuccess && keys.data.length === 0 && <Text>{t('console.doorKeys.empty')}</Text>}
          {keys.data?.map((key) => (
            <Paper key={key.id} withBorder p="sm" data-testid="door-key">
              <Group justify="space-between" align="center" gap="sm">
                <div>
                  <Text fw={700}>{key.label || t('console.doorKeys.noLabel')}</Text>
                  <Text size="sm">
                    {t('console.doorKeys.created', { when: formatDateTime(key.created_at, i18n.language) })}
                    {key.revoked_at && ` · ${t('console.doorKeys.revokedAt', { when: formatDateTime(key.revoked_at, i18n.language) })}`}
                  </Text>
                </div>
                {!key.revoked_at && (
                  <Button
                    variant="default"
                    aria-label={t('console.doorKeys.revokeOf', { label: key.label || t('console.doorKeys.noLabel') })}
                    onClick={() => {
                      setOutcome(null);
                      setRevoking(key);
                    }}
                  >
                    {t('console.doorKeys.revoke')}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      </section>
      <ConfirmDialog
        title={t('console.doorKeys.revokeTitle')}
        question={revoking ? t('console.doorKeys.confirmRevoke', { label: revoking.label || t('console.doorKeys.noLabel') }) : null}
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
