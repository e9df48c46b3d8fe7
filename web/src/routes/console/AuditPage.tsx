import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAudit } from '../../features/console/api/audit';
import { AuditEntryView } from '../../features/console/components/AuditEntryView';
import { consoleErrorText } from '../../features/console/errors';
import { useConsoleTitle } from '../../features/console/use-console-title';

/** `/organizador/auditoria` (owners): the audit log, newest first, a page at a time. */
export function AuditPage() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.audit.title'));
  const audit = useAudit();
  const entries = audit.data?.pages.flat() ?? [];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.audit.title')}
      </Title>
      <Text>{t('console.audit.intro')}</Text>
      {audit.error && (
        <Alert color="red" variant="light" role="alert">
          {consoleErrorText(t, audit.error)}
        </Alert>
      )}
      {audit.isSuccess && entries.length === 0 && <Text>{t('console.audit.empty')}</Text>}
      <Stack component="ol" gap="sm" p={0} m={0}>
        {entries.map((entry) => (
          <AuditEntryView key={entry.id} entry={entry} />
        ))}
      </Stack>
      {audit.hasNextPage && (
        <Button variant="default" onClick={() => void audit.fetchNextPage()} loading={audit.isFetchingNextPage} maw={240}>
          {t('console.audit.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
