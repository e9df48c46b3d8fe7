import { Fieldset, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newQuestion, type FaqDoc } from './document';
import { TextField } from './inputs';
import { AddButton, ItemActions, useList } from './ListControls';

/** The event page's questions and answers, added and removed in place. */
export function FaqFields() {
  const { t } = useTranslation();
  const faq = useList<FaqDoc>(['faq']);
  return (
    <Stack gap="sm">
      {faq.items.map((question, index) => {
        const name = t('console.editor.questionN', { n: index + 1 });
        return (
          <Fieldset key={question.id ?? index} legend={name}>
            <Stack gap="xs">
              <TextField path={['faq', index, 'pergunta']} label={t('console.editor.question')} />
              <TextField path={['faq', index, 'resposta']} label={t('console.editor.answer')} multiline />
              <ItemActions name={name} index={index} count={faq.items.length} onRemove={() => faq.remove(index)} />
            </Stack>
          </Fieldset>
        );
      })}
      <AddButton label={t('console.editor.addQuestion')} onClick={() => faq.add(newQuestion())} />
    </Stack>
  );
}
