import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from '../../auth/auth';
import type { SystemCipher } from '../../crypto/system-cipher';
import type { Db } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { LedgerHistory } from '../tokens/history';
import type { TokenLedger } from '../tokens/ledger';
import { createAnalyticsRepository } from './analytics-repository';
import { createAnalyticsService } from './analytics-service';
import { adminGuideRoutes } from './guide-routes';
import { createOutboxRepository } from './outbox-repository';
import { adminReportRoutes } from './report-routes';
import { adminUserRoutes } from './routes';
import { createAdminUsersRepository } from './users-repository';
import { createAdminUsersService } from './users-service';

export { registerOpenApi } from './openapi';

/** The admin area's services: accounts, analytics and the outbox (the audit log is shared, on `services.audit`). */
export function createAdmin({
  db,
  auth,
  ledger,
  history,
  audit,
  cipher,
}: {
  db: Db;
  auth: Auth;
  ledger: TokenLedger;
  history: LedgerHistory;
  audit: AuditLog;
  /** Opens the outbox's encrypted subjects and bodies. */
  cipher: SystemCipher;
}) {
  return {
    users: createAdminUsersService({ repository: createAdminUsersRepository(db), auth, ledger, history, audit }),
    analytics: createAnalyticsService({ repository: createAnalyticsRepository(db) }),
    outbox: createOutboxRepository(db, cipher),
  };
}

export type Admin = ReturnType<typeof createAdmin>;

/** Every /api/admin route but invitations (which live with admin access). */
export const adminRoutes: FastifyPluginAsync<{ admin: Admin; audit: AuditLog }> = async (app, { admin, audit }) => {
  await app.register(adminUserRoutes, { users: admin.users });
  await app.register(adminReportRoutes, { analytics: admin.analytics, audit, outbox: admin.outbox });
  await app.register(adminGuideRoutes);
};
