import type { TokenUsageError } from '../../../shared/errors';
import { AppError } from '../../http/errors';

export const UPGRADE_MESSAGE = 'Buy a token pack or upgrade your plan to continue.';

/** SPEC §3: too few tokens answers 403 with tokensNeeded, tokensRemaining, upgradeMessage, message and error. */
export class InsufficientTokensError extends AppError {
  constructor(
    readonly tokensNeeded: number,
    readonly tokensRemaining: number,
  ) {
    const body: TokenUsageError = {
      tokensNeeded,
      tokensRemaining,
      upgradeMessage: UPGRADE_MESSAGE,
      message: `This request needs ${tokensNeeded} tokens and ${tokensRemaining} remain.`,
      error: 'insufficient-tokens',
    };
    super('permission-denied', 'Insufficient tokens', 403, body);
  }
}
