import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { canCreateAppointment } from '@agendina/scheduling';
import { Select } from '../Select/Select.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { CheckList } from './CheckList.tsx';
import {
  blocksWithIssues,
  cleanBlocks,
  demoTimeline,
  wizardServices,
  wizardStart,
} from './fixtures.ts';
import { WizardShell, type WizardShellProps, type WizardStep } from './WizardShell.tsx';
import { WizardSummary } from './WizardSummary.tsx';
import { WizardTimeline } from './WizardTimeline.tsx';

const meta = {
  title: 'Wizard/WizardShell',
  component: WizardShell,
  args: {
    step: 0,
    canContinue: false,
    onBack: fn(),
    onNext: fn(),
    onCreate: fn(),
    children: <p>Scegli un cliente esistente o creane uno nuovo.</p>,
  },
} satisfies Meta<typeof WizardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Passo1NonValido: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cliente e Orario' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Passo 1 di 3' })).toBeVisible();
    await expect(canvas.getByText('Cliente e Orario', { selector: 'li' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByRole('button', { name: 'Continua' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Indietro' })).toBeNull();
  },
};

export const Passo2Valido: Story = {
  args: { step: 1, canContinue: true, children: <p>Aggiungi i servizi e scegli gli operatori.</p> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continua' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Indietro' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

const issues = demoTimeline(blocksWithIssues);
const clean = demoTimeline(cleanBlocks);

function ConfirmStep({ which }: { which: ReturnType<typeof demoTimeline> }) {
  return (
    <>
      <WizardSummary clientName="Maria Rossi" start={wizardStart} timeline={which.timeline} />
      <WizardTimeline timeline={which.timeline} />
      <CheckList items={which.checks} />
      <TextArea label="Note" rows={3} />
    </>
  );
}

export const Passo3Conferma: Story = {
  args: {
    step: 2,
    canContinue: canCreateAppointment(clean.checks),
    children: <ConfirmStep which={clean} />,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveAttribute('rows', '3');
    await expect(
      within(canvas.getByRole('list', { name: 'Sequenza dei servizi' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    const summary = canvas.getByRole('region', { name: 'Riepilogo' });
    await expect(summary).toHaveTextContent('Maria Rossi');
    await expect(summary).toHaveTextContent('11/03/2026 09:30 – 11:00');
    await expect(summary).toHaveTextContent('1 h 30 min');
    await userEvent.click(canvas.getByRole('button', { name: 'Crea Appuntamento' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const Passo3ConErrori: Story = {
  args: {
    step: 2,
    canContinue: canCreateAppointment(issues.checks),
    children: <ConfirmStep which={issues} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checks = within(canvas.getByRole('list', { name: 'Controlli' })).getAllByRole('listitem');
    await expect(checks[0]).toHaveTextContent(/^Errore:/);
    await expect(checks.some((c) => /^Avviso:/.test(c.textContent ?? ''))).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Crea Appuntamento' })).toBeDisabled();
  },
};

export const Salvataggio: Story = {
  args: { step: 2, canContinue: true, isSaving: true, children: <ConfirmStep which={clean} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Creazione...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Indietro' })).toBeDisabled();
  },
};

/** The whole flow, keyboard only: type the client, pick a service, create. */
function KeyboardFlow(props: WizardShellProps) {
  const [step, setStep] = useState<WizardStep>(0);
  const [client, setClient] = useState('');
  const [service, setService] = useState<string | number | null>(null);
  const valid =
    step === 0
      ? client.trim() !== ''
      : step === 1
        ? service !== null
        : canCreateAppointment(clean.checks);
  return (
    <WizardShell
      {...props}
      step={step}
      canContinue={valid}
      onBack={() => setStep((s) => (s > 0 ? ((s - 1) as WizardStep) : s))}
      onNext={() => setStep((s) => (s < 2 ? ((s + 1) as WizardStep) : s))}
    >
      {step === 0 ? (
        <TextField label="Nome cliente" value={client} onChange={setClient} isRequired />
      ) : null}
      {step === 1 ? (
        <Select
          label="Servizio"
          options={wizardServices.map((s) => ({ id: s.id, name: s.name }))}
          selectedKey={service}
          onSelectionChange={(key) => setService(key as number)}
        />
      ) : null}
      {step === 2 ? <ConfirmStep which={clean} /> : null}
    </WizardShell>
  );
}

export const FlussoDaTastiera: Story = {
  render: (args) => <KeyboardFlow {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Nome cliente/ })).toHaveFocus();
    await userEvent.keyboard('   ');
    await expect(canvas.getByRole('button', { name: 'Continua' })).toBeDisabled();
    await userEvent.keyboard('Maria Rossi');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continua' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Focus moves to the new step's heading.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Servizi e Operatori' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Servizio/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Servizio/ })).toHaveTextContent('Shampoo'),
    );
    // The list closes at once; focus comes back to the select a frame later.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Servizio/ })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Indietro' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continua' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Conferma' })).toHaveFocus());
    canvas.getByRole('button', { name: 'Crea Appuntamento' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Indietro' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Servizi e Operatori' })).toHaveFocus(),
    );
  },
};
