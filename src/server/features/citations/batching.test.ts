import { describe, expect, it } from 'vitest';
import { createBatcher } from './batching';

/** A load that records each list it was asked and answers each input doubled. */
function recordingLoad() {
  const calls: number[][] = [];
  const load = async (inputs: number[]) => {
    calls.push(inputs);
    return inputs.map((input) => input * 2);
  };
  return { calls, load };
}

describe('createBatcher', () => {
  it('answers the questions asked together with one load, each its own answer, a repeated one asked once', async () => {
    const { calls, load } = recordingLoad();
    const double = createBatcher()(load, String);
    expect(await Promise.all([double(1), double(2), double(1), double(3)])).toEqual([2, 4, 2, 6]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('collects the follow-up questions of every asker into a later load, never an empty one', async () => {
    const batcher = createBatcher();
    const doubles = recordingLoad();
    const negations: number[][] = [];
    const double = batcher(doubles.load, String);
    const negate = batcher(async (inputs: number[]) => (negations.push(inputs), inputs.map((input) => -input)), String);
    const twice = async (n: number) => double(await double(n));
    const negated = async (n: number) => negate(await double(n));
    expect(await Promise.all([twice(1), twice(2), negated(5), negate(7)])).toEqual([4, 8, -10, -7]);
    // 2 was asked already (double of 1); follow-ups of a kind not yet loaded join its load.
    expect(doubles.calls).toEqual([[1, 2, 5], [4]]);
    expect(negations).toEqual([[7, 10]]);
  });

  it('gives a failed load to every question it held', async () => {
    const fail = createBatcher()(async (_inputs: number[]): Promise<number[]> => {
      throw new Error('database gone');
    }, String);
    const answers = await Promise.allSettled([fail(1), fail(2)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
