import { SignIn } from './LoginPage';

export default function AdminLoginPage() {
  return <SignIn variant="admin" />;
}
