import { describe, expect, it } from 'vitest';
import { serializeError } from './logging';

class DatabaseError extends Error {
  constructor(message: string, readonly code: string, readonly detail: string, readonly where: string) {
    super(message);
  }
}

describe('serializeError', () => {
  it("keeps a failed query's type, code and SQL but not its parameter values or the driver's detail", () => {
    const cause = new DatabaseError('duplicate key value violates unique constraint "users_email"', '23505', 'Key (email)=(ann@firm.test) already exists.', 'SQL function');
    const error = Object.assign(new Error('Failed query: insert into users values ($1)\nparams: ann@firm.test', { cause }), { params: ['ann@firm.test'], query: 'insert' });
    const logged = serializeError(error);
    expect(logged).toMatchObject({ type: 'Error', message: 'Failed query: insert into users values ($1)', cause: { type: 'DatabaseError', code: '23505' } });
    expect(JSON.stringify(logged)).not.toContain('ann@firm.test');
  });

  it('drops the value a PostgreSQL data exception quotes after the colon', () => {
    const logged = serializeError(new DatabaseError('invalid input syntax for type integer: "privileged text"', '22P02', '', ''));
    expect(logged.message).toBe('invalid input syntax for type integer');
    expect(logged.stack).not.toContain('privileged');
  });

  it('describes a thrown value that is not an Error without its content', () => {
    expect(serializeError('secret string')).toEqual({ type: 'string', message: 'a thrown value that is not an Error', stack: '' });
  });
});
