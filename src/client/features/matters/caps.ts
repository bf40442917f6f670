import type { FirmPool } from '../../../shared/api/matters';

// A member's monthly cap as the firm page edits it: a whole number of tokens, or empty for no cap.

export const CAP_MAX = 1_000_000_000;

/** What the cap field shows for a cap: its number, or nothing when there is none. */
export const capText = (cap: number | null) => (cap === null ? '' : cap.toLocaleString('en-US'));

/** The field's text as the cap to send (null: no cap), or the reason it cannot be sent. */
export function parseCap(text: string): { cap: number | null } | { problem: string } {
  const plain = text.trim().replace(/[,\s_]/g, '');
  if (plain === '') return { cap: null };
  if (!/^\d+$/.test(plain)) return { problem: 'Enter a whole number of tokens, or leave it empty for no cap.' };
  const cap = Number(plain);
  return cap > CAP_MAX ? { problem: `A cap can be at most ${CAP_MAX.toLocaleString('en-US')} tokens.` } : { cap };
}

/** The member's use this month against their cap, in words for the table. */
export function capUse(member: FirmPool['members'][number]): string {
  const used = member.usedThisMonth.toLocaleString('en-US');
  if (member.monthlyTokenCap === null) return `${used} used`;
  return `${used} of ${member.monthlyTokenCap.toLocaleString('en-US')} used`;
}

/** The tokens an owner typed to move into the pool, or the reason they cannot be moved. */
export function parseTransfer(text: string, balance: number | null): { tokens: number } | { problem: string } {
  const plain = text.trim().replace(/[,\s_]/g, '');
  if (!/^\d+$/.test(plain) || Number(plain) === 0) return { problem: 'Enter how many tokens to move, a whole number above zero.' };
  const tokens = Number(plain);
  if (balance !== null && tokens > balance) return { problem: `You have ${balance.toLocaleString('en-US')} tokens to move.` };
  return tokens > CAP_MAX ? { problem: `At most ${CAP_MAX.toLocaleString('en-US')} tokens can be moved at once.` } : { tokens };
}
