import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../../features/access/VerifyEmailPage.tsx';

export const Route = createFileRoute('/_guest/verify-email')({
  staticData: { title: 'Verifica e-mail', private: false },
  component: VerifyEmailPage,
});
