import { AUTH } from '../../../shared/constants';
import { SIGNUP_MESSAGES } from '../../../shared/messages';
import { Field, Input } from '../../components/ui/input';
import { toast } from '../../lib/use-toast';
import { PasswordInput } from './PasswordInput';

/** SPEC §5: the passwords must match and have at least 6 characters; otherwise the spec's toast, and false. */
export function checkNewPassword(password: string, confirmPassword: string): boolean {
  if (password !== confirmPassword) {
    toast({ ...SIGNUP_MESSAGES.passwordMismatch, variant: 'destructive' });
    return false;
  }
  if (password.length < AUTH.minPasswordLength) {
    toast({ ...SIGNUP_MESSAGES.passwordTooShort, variant: 'destructive' });
    return false;
  }
  return true;
}

export function NameFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="First name" htmlFor="firstName">
        <Input id="firstName" name="firstName" autoComplete="given-name" required />
      </Field>
      <Field label="Last name" htmlFor="lastName">
        <Input id="lastName" name="lastName" autoComplete="family-name" required />
      </Field>
    </div>
  );
}

/** A new password and its confirmation (fields `password` and `confirmPassword`). */
export function NewPasswordFields({ label = 'Password', hint }: { label?: string; hint?: string }) {
  return (
    <>
      <Field label={label} htmlFor="password" hint={hint}>
        <PasswordInput id="password" name="password" autoComplete="new-password" required />
      </Field>
      <Field label={`Confirm ${label.toLowerCase()}`} htmlFor="confirmPassword">
        <PasswordInput id="confirmPassword" name="confirmPassword" autoComplete="new-password" required />
      </Field>
    </>
  );
}
