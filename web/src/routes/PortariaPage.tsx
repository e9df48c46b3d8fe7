// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Table.css';
import { Alert, Anchor, Badge, Button, Container, Group, List, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readDoorKey, storeDoorKey } from '../features/checkin/door-storage';
import { CameraScanner, cameraScanSupported } from '../features/checkin/components/CameraScanner';
import { ScanResultPanel } from '../features/checkin/components/ScanResultPanel';
import { SessionStatsTable } from '../features/checkin/components/SessionStatsTable';
import { useDoor } from '../features/checkin/use-door';
import { readConsoleSession } from '../features/console/session';
import { usePageTitle } from '../features/store-config/use-page-title';

/** The console's people who may work the door: their own login opens it, without a key. */
const DOOR_ROLES = new Set(['owner', 'manager', 'door']);

/** The console login of this tab, when its role may work the door. */
function consoleDoorToken(): string {
  const login = readConsoleSession();
  return login && DOOR_ROLES.has(login.user.role) ? login.token : '';
}

/**
 * `/portaria`: the door staff's phone page. A door user logged in to the console works with
 * that login; otherwise it asks once for the organizer key.
 */
export function PortariaPage() {
  const { t } = useTranslation();
  const [key, setKey] = useState(() => consoleDoorToken() || readDoorKey());
  usePageTitle(t('portaria.title'));
  return (
    <Container size={560} py="md" px="md">
      <Stack gap="md">
        <Title order={1}>{t('portaria.title')}</Title>
        {key ? (
          <Door
            doorKey={key}
            onForget={() => {
              storeDoorKey('');
              setKey('');
            }}
          />
        ) : (
          <KeyForm
            onSave={(value) => {
              storeDoorKey(value);
              setKey(value);
            }}
          />
        )}
      </Stack>
    </Container>
  );
}

function KeyForm({ onSave }: { onSave: (key: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const key = value.trim();
        if (!key) {
          setError(t('orders.validation.required'));
          return;
        }
        onSave(key);
      }}
    >
      <Stack gap="sm">
        <Text>{t('portaria.keyIntro')}</Text>
        <PasswordInput
          label={t('portaria.key')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          autoComplete="off"
          withAsterisk
          error={error}
          errorProps={{ role: 'alert' }}
          data-autofocus
        />
        <Button type="submit" size="md">
          {t('portaria.saveKey')}
        </Button>
        <Anchor href="/organizador/entrar?voltar=/portaria" size="sm">
          {t('portaria.consoleLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

function Door({ doorKey, onForget }: { doorKey: string; onForget: () => void }) {
  const { t } = useTranslation();
  const door = useDoor(doorKey);
  const [typed, setTyped] = useState('');
  const camera = cameraScanSupported();

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Badge color={door.online ? 'green.9' : 'red.9'} size="lg" variant="filled" data-testid="door-online">
          {door.online ? t('portaria.online') : t('portaria.offline')}
        </Badge>
        <Button variant="subtle" size="xs" onClick={onForget}>
          {t('portaria.forgetKey')}
        </Button>
      </Group>
      <ScanResultPanel result={door.result} />
      {camera ? <CameraScanner onCode={(text) => void door.scan(text)} /> : <Text size="sm" c="gray.7">{t('portaria.noCamera')}</Text>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const token = typed.trim();
          if (!token) return;
          void door.scan(token).then(() => setTyped(''));
        }}
      >
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t('portaria.typedToken')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            style={{ flex: 1 }}
            size="md"
          />
          <Button type="submit" size="md" loading={door.pending}>
            {t('portaria.check')}
          </Button>
        </Group>
      </form>
      {door.queue.length > 0 && (
        <Alert color="yellow" title={t('portaria.queue', { count: door.queue.length })} data-testid="door-queue">
          <List size="sm" spacing={2}>
            {door.queue.map((scan) => (
              <List.Item key={scan.token} style={{ wordBreak: 'break-all' }}>
                {scan.token}
              </List.Item>
            ))}
          </List>
          {door.online && (
            <Button mt="xs" size="xs" variant="light" color="yellow" onClick={() => void door.flush()}>
              {t('portaria.sendQueue')}
            </Button>
          )}
        </Alert>
      )}
      {door.sent.length > 0 && (
        <section aria-labelledby="door-sent">
          <Title order={2} size="h4" id="door-sent">
            {t('portaria.sentFromQueue')}
          </Title>
          <List size="sm" spacing={2} data-testid="door-sent">
            {door.sent.map(({ token, result }) => (
              <List.Item key={token} style={{ wordBreak: 'break-all' }}>
                {token}: {result.kind === 'ok' ? t('portaria.ok') : result.kind === 'refused' ? result.data.message || t('portaria.refused') : t('portaria.error')}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      <SessionStatsTable doorKey={doorKey} />
    </Stack>
  );
}
