import { Accordion, Loader, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFaq, useLogFaqView } from '../api/faq';
import classes from './Event.module.css';

/**
 * Frequently asked questions. Each time a question is opened, one view is
 * logged (PUT /events/faq/log/...); closing it logs nothing.
 */
export function FaqSection({ eventId, senha }: { eventId: number; senha: string }) {
  const { t } = useTranslation();
  const faq = useFaq(eventId, senha, true);
  const log = useLogFaqView(eventId);
  const [open, setOpen] = useState<string[]>([]);

  function onChange(values: string[]) {
    for (const value of values) {
      if (!open.includes(value)) log.mutate(Number(value));
    }
    setOpen(values);
  }

  if (faq.isSuccess && faq.data.length === 0) return null;

  return (
    <section aria-labelledby="faq-title" className={classes.section} data-testid="event-faq">
      <Title order={2} size="h3" id="faq-title" mb="sm">
        {t('event.faq')}
      </Title>
      {faq.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {faq.data && (
        <Accordion multiple value={open} onChange={onChange} variant="separated" order={3}>
          {faq.data.map((question) => (
            <Accordion.Item key={question.id} value={String(question.id)} data-testid="faq-item">
              <Accordion.Control>{question.pergunta}</Accordion.Control>
              <Accordion.Panel>
                <Text className={classes.preLine}>{question.resposta}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </section>
  );
}
