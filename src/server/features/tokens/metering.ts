import type { TokenLedger } from './ledger';
import { countTokens } from './tokenizer';

/** Tokens a request may use: its prompt counted with a GPT tokenizer, plus the output it may produce. */
export function estimateTokens({ prompt, maxOutputTokens }: { prompt: string; maxOutputTokens: number }): number {
  return countTokens(prompt) + maxOutputTokens;
}

export interface MeteredCall {
  userId: string;
  prompt: string;
  maxOutputTokens: number;
  reference: string;
}

/**
 * The metering every model call goes through: reserve the estimate (or refuse with the spec's 403 before anything is
 * sent), run the call, then settle to the usage the provider reported and give back the rest. A failed call releases.
 */
export function createMetering({ ledger }: { ledger: TokenLedger }) {
  return {
    estimate: estimateTokens,
    async meter<T>(request: MeteredCall, call: () => Promise<{ value: T; usage: number }>) {
      const { reservationId } = await ledger.reserve({
        userId: request.userId,
        amount: estimateTokens(request),
        reference: request.reference,
      });
      let outcome: { value: T; usage: number };
      try {
        outcome = await call();
      } catch (error) {
        await ledger.release(reservationId);
        throw error;
      }
      const settled = await ledger.settle(reservationId, outcome.usage);
      return { value: outcome.value, charged: settled?.charged ?? 0 };
    },
  };
}

export type Metering = ReturnType<typeof createMetering>;
