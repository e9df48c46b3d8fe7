import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AuditEntry } from '../types';
import classes from './AuditEntryView.module.css';

type Record = NonNullable<AuditEntry['after']>;

/** A field's name as people read it; an unknown one (from a newer server) as it is. */
function fieldName(t: TFunction, key: string): string {
  return t(`console.audit.fields.${key}` as 'console.audit.fields.name', { defaultValue: key });
}

function valueText(t: TFunction, key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (key === 'role' && typeof value === 'string') return t(`console.roles.${value}` as 'console.roles.owner', { defaultValue: value });
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields that differ between the record before and after, each as "before → after". */
function changes(before: Record | undefined, after: Record | undefined): { key: string; from?: unknown; to?: unknown }[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => !before || !after || JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ key, from: before?.[key], to: after?.[key] }));
}

/** One audit entry: when, who, what was done to what, and what changed. */
export function AuditEntryView({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(entry.at),
  );
  const action = t(`console.audit.actions.${entry.action}` as 'console.audit.actions.user.invite', { defaultValue: entry.action });
  const who = entry.user ? `${entry.user.name} (${entry.user.email})` : t('console.audit.operator');
  return (
    <Paper withBorder p="sm" component="li" className={classes.entry} data-testid="audit-entry">
      <Stack gap={2}>
        <Text size="sm">
          <time dateTime={entry.at}>{when}</time> · {who}
        </Text>
        <Text fw={700}>
          {action}: {entry.subject}
        </Text>
        <ul className={classes.changes}>
          {changes(entry.before, entry.after).map(({ key, from, to }) => (
            <li key={key}>
              <Text size="sm" component="span">
                {fieldName(t, key)}:{' '}
                {!entry.before
                  ? `${valueText(t, key, to)} (${t('console.audit.created')})`
                  : !entry.after
                    ? `${valueText(t, key, from)} (${t('console.audit.removed')})`
                    : `${valueText(t, key, from)} → ${valueText(t, key, to)}`}
              </Text>
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
