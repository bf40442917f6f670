import { describe, expect, it } from 'vitest';
import { toAppError } from './errors';

const clientError = (statusCode: number) => Object.assign(new Error('Unauthorized'), { statusCode });

describe('toAppError', () => {
  it("names a library's client error by the code its status stands for", () => {
    expect(toAppError(clientError(401))).toMatchObject({ code: 'unauthenticated', status: 401 });
    expect(toAppError(clientError(403))).toMatchObject({ code: 'permission-denied', status: 403 });
    expect(toAppError(clientError(404))).toMatchObject({ code: 'not-found', status: 404 });
    expect(toAppError(clientError(422))).toMatchObject({ code: 'invalid-argument', status: 422 });
  });

  it('leaves server errors to the internal envelope', () => {
    expect(toAppError(clientError(502))).toBeNull();
  });
});
