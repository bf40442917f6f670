import { Link } from 'react-router';
import { AdminAccountForm } from '../features/admin-access/AdminAccountForm';
import { AuthCard } from '../features/auth/AuthCard';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminRegisterPage() {
  usePageTitle('Admin registration');
  return (
    <AuthCard
      title="Admin registration"
      subtitle="Register as an administrator with the invitation code an existing admin gave you. Codes work once and expire after 7 days."
      footer={<Link to="/admin-login" className="font-medium underline underline-offset-4">Admin Login</Link>}
    >
      <AdminAccountForm endpoint="/api/admin-register" codeLabel="Invitation code" codeHint="For example K7QM-2XRT-9HBD." />
    </AuthCard>
  );
}
