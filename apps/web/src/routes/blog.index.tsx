import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon.tsx';

export const Route = createFileRoute('/blog/')({
  staticData: { title: 'Blog', private: false },
  component: BlogPage,
});

function BlogPage() {
  return <ComingSoon title="Blog" />;
}
