import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  disableMfaRequestSchema,
  enrolPhoneRequestSchema,
  mfaStatusSchema,
  okResponseSchema,
  sendMfaCodeRequestSchema,
  verifyPhoneRequestSchema,
} from '../../../shared/api/auth';
import { requireUser } from '../../auth/principal';
import { AppError } from '../../http/errors';
import type { MfaService } from './service';

export interface CaptchaVerifier {
  verify(payload: string): Promise<boolean>;
}

const SMS_LIMIT = { rateLimit: { max: 5, timeWindow: '10 minutes' } };

export const mfaRoutes: FastifyPluginAsyncZod<{ mfa: MfaService; captcha: CaptchaVerifier }> = async (app, { mfa, captcha }) => {
  const requireCaptcha = async (payload: string) => {
    if (!(await captcha.verify(payload))) {
      throw new AppError('failed-precondition', 'Please confirm you are not a robot, then try again.');
    }
  };

  app.get('/mfa', { schema: { response: { 200: mfaStatusSchema } } }, async (request) =>
    mfa.status(requireUser(request).userId),
  );

  app.post(
    '/mfa/phone',
    { schema: { body: enrolPhoneRequestSchema, response: { 200: mfaStatusSchema } }, config: SMS_LIMIT },
    async (request) => {
      const { userId } = requireUser(request);
      await requireCaptcha(request.body.captcha);
      const { phoneHint } = await mfa.startEnrolment({ userId, phoneNumber: request.body.phoneNumber });
      return { enabled: false, phoneHint };
    },
  );

  app.post(
    '/mfa/phone/verify',
    { schema: { body: verifyPhoneRequestSchema, response: { 200: mfaStatusSchema } }, config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const { setCookie, ...status } = await mfa.finishEnrolment({ userId, ...request.body, cookie: request.headers.cookie });
      if (setCookie.length > 0) reply.header('set-cookie', setCookie);
      return status;
    },
  );

  app.post(
    '/mfa/disable',
    { schema: { body: disableMfaRequestSchema, response: { 200: okResponseSchema } } },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const { setCookie } = await mfa.disable({ userId, password: request.body.password, cookie: request.headers.cookie });
      if (setCookie.length > 0) reply.header('set-cookie', setCookie);
      return { ok: true as const };
    },
  );

  app.post(
    '/mfa/send-code',
    { schema: { body: sendMfaCodeRequestSchema, response: { 200: okResponseSchema } }, config: SMS_LIMIT },
    async (request) => {
      await requireCaptcha(request.body.captcha);
      await mfa.sendSignInCode({ cookie: request.headers.cookie });
      return { ok: true as const };
    },
  );
};
