import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/access/LoginPage.tsx';

export const Route = createFileRoute('/_guest/login')({
  staticData: { title: 'Accedi', private: false },
  component: LoginPage,
});
