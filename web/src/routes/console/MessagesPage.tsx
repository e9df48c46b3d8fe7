import { Alert, Anchor, Button, Input, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEvents } from '../../features/console/api/events';
import { useMessages } from '../../features/console/api/messages';
import { consoleErrorText } from '../../features/console/errors';
import { formatDateTime } from '../../features/console/format';
import { useConsoleTitle } from '../../features/console/use-console-title';

/**
 * `/organizador/mensagens` (owners, managers): customers' messages, newest first, of every
 * event or one, a page at a time; each is answered by e-mail to the customer.
 */
export function MessagesPage() {
  const { t, i18n } = useTranslation();
  useConsoleTitle(t('console.messages.title'));
  const [event, setEvent] = useState<number | undefined>(undefined);
  const events = useEvents();
  const messages = useMessages(event);
  const list = messages.data?.pages.flat() ?? [];
  const filterId = useId();

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.messages.title')}
      </Title>
      <Text>{t('console.messages.intro')}</Text>
      {/* Mantine's Input as a select, as RoleSelect does: NativeSelect would split the storefront's first chunks. */}
      <Input.Wrapper label={t('console.messages.event')} id={filterId} maw={420}>
        <Input
          component="select"
          id={filterId}
          value={event ?? ''}
          onChange={(change: React.ChangeEvent<HTMLSelectElement>) =>
            setEvent(change.currentTarget.value ? Number(change.currentTarget.value) : undefined)
          }
          rightSection={<span aria-hidden="true">▾</span>}
          rightSectionPointerEvents="none"
        >
          <option value="">{t('console.messages.allEvents')}</option>
          {events.data?.map((option) => (
            <option key={option.id} value={option.id}>
              {option.nome}
            </option>
          ))}
        </Input>
      </Input.Wrapper>
      {messages.error && (
        <Alert color="red" variant="light" role="alert">
          {consoleErrorText(t, messages.error)}
        </Alert>
      )}
      {messages.isSuccess && list.length === 0 && <Text>{t('console.messages.empty')}</Text>}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((message) => (
          <Paper key={message.id} withBorder p="sm" component="li" data-testid="console-message">
            <Stack gap={4}>
              <Text size="sm">
                <time dateTime={message.at}>{formatDateTime(message.at, i18n.language)}</time>
                {message.event && ` · ${message.event.nome}`}
              </Text>
              <Text fw={700}>
                {message.customer_name} ({message.customer_email})
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Text>
              <Anchor
                href={`mailto:${message.customer_email}?subject=${encodeURIComponent(
                  message.event ? `Re: ${message.event.nome}` : t('console.messages.replySubject'),
                )}`}
                aria-label={t('console.messages.replyTo', { name: message.customer_name })}
              >
                {t('console.messages.reply')}
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {messages.hasNextPage && (
        <Button variant="default" onClick={() => void messages.fetchNextPage()} loading={messages.isFetchingNextPage} maw={240}>
          {t('console.messages.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
