/** Phone numbers are kept in E.164 form (+ and 8–15 digits). */
export function normalisePhoneNumber(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** What the sign-in screen shows of a phone: its last four digits only. */
export function maskPhoneNumber(phone: string): string {
  return `•••• ••• ${phone.slice(-4)}`;
}
