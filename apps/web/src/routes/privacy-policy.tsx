import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon.tsx';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { title: 'Privacy policy', private: false },
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <ComingSoon title="Privacy policy" />;
}
