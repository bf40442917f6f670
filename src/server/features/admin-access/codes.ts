import { createHash, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code a person can type: three groups of four, e.g. K7QM-2XRT-9HBD. */
export function generateAccessCode(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group()].join('-');
}

export const hashAccessCode = (code: string) =>
  createHash('sha256').update(code.trim().toUpperCase()).digest('hex');
