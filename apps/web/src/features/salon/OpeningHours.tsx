import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { updateOpeningHoursMutation } from '@agendina/api';
import { weeklyHoursOrNull } from '@agendina/scheduling';
import { Button, Inline, pageFrame, PageSection, FailureMessage } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { WeeklyHoursEditor } from './WeeklyHoursEditor.tsx';
import { draftOf, hoursJsonOf } from './hours-draft.ts';
import { AlertText } from '../../components/AlertText.tsx';

/** The salon's opening hours (PATCH /users/me/opening-hours). */
export function OpeningHours({ openingHours }: { openingHours: string | null }) {
  const api = useApi();
  const save = useMutation(updateOpeningHoursMutation(api));
  const [draft, setDraft] = useState(() => draftOf(weeklyHoursOrNull(openingHours)));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const result = hoursJsonOf(draft);
    if ('error' in result) return setProblem(result.error);
    setProblem(null);
    save.mutate(result.json);
  };

  return (
    <PageSection id="orari-title" title="Orari di apertura">
      <WeeklyHoursEditor label="Orari di apertura" value={draft} onChange={setDraft} />
      <AlertText className={pageFrame.failure}>{problem}</AlertText>
      <FailureMessage error={save.error} />
      {save.isSuccess ? <p role="status">Orari salvati</p> : null}
      <Inline space="sm" align="right">
        <Button onPress={submit} isDisabled={save.isPending}>
          Salva orari
        </Button>
      </Inline>
    </PageSection>
  );
}
