import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { AdminAccountForm } from '../features/admin-access/AdminAccountForm';
import { AuthCard } from '../features/auth/AuthCard';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminSetupPage() {
  usePageTitle('Admin setup');
  const { data, isLoading } = useQuery<{ needed: boolean }>({ queryKey: ['/api/admin-setup'], staleTime: 0 });
  if (isLoading) return <PageSpinner />;
  if (!data?.needed) {
    return (
      <AuthCard title="Admin setup">
        <p className="flex items-start gap-3 text-sm text-ink-700">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
          Setup is done: an administrator already exists. Administrators sign in at{' '}
          <Link to="/admin-login" className="font-medium underline underline-offset-4">Admin Login</Link>.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Admin setup" subtitle="Create the first administrator. This works once, with the setup code the server printed in its log when it started.">
      <AdminAccountForm endpoint="/api/admin-setup" codeLabel="Setup code" codeHint="Printed in the server log as “Admin setup code: …”." />
    </AuthCard>
  );
}
