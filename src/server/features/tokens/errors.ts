import type { TokenUsageError } from '../../../shared/errors';
import { AppError } from '../../http/errors';

export const UPGRADE_MESSAGE = 'Buy a token pack or upgrade your plan to continue.';

/** What a refusal says when the tokens are not the user's own (a firm's pool, a member's monthly cap: ADR 025). */
export type TokenRefusalWording = Pick<TokenUsageError, 'upgradeMessage' | 'message' | 'error'>;

/** SPEC §3: too few tokens answers 403 with tokensNeeded, tokensRemaining, upgradeMessage, message and error. */
export class InsufficientTokensError extends AppError {
  constructor(
    readonly tokensNeeded: number,
    readonly tokensRemaining: number,
    wording?: TokenRefusalWording,
  ) {
    const body: TokenUsageError = {
      tokensNeeded,
      tokensRemaining,
      upgradeMessage: UPGRADE_MESSAGE,
      message: `This request needs ${tokensNeeded} tokens and ${tokensRemaining} remain.`,
      error: 'insufficient-tokens',
      ...wording,
    };
    super('permission-denied', 'Insufficient tokens', 403, body);
  }
}
