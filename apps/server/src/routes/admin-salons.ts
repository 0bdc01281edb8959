// The admin console's salons (tag Admin: the auth middleware answers 403 to anyone but an ADMIN).
// Every write records its audit entry in its own transaction (services/audit.ts).
import { revokeSalonSessions } from '../auth/sessions.ts';
import { notFound } from '../domain/errors.ts';
import type { Handlers } from './context.ts';
import {
  adminSalon,
  adminSalonPage,
  assertSalon,
  salonSessions,
} from '../services/admin-salons.ts';
import { auditPage, recordAudit } from '../services/audit.ts';
import {
  issueIntegrationKey,
  listIntegrationKeys,
  revokeIntegrationKey,
  toIntegrationKey,
} from '../services/integration-keys.ts';
import { updateAdminSalon } from '../services/admin-salon-update.ts';

export const adminSalonHandlers = {
  async listAdminSalons(ctx) {
    return ctx.ok(await adminSalonPage(ctx.db, ctx.query));
  },

  async getAdminSalon(ctx) {
    return ctx.ok(await adminSalon(ctx.db, ctx.params.id, ctx.adapters.payments.provider));
  },

  async updateAdminSalon(ctx) {
    const salonId = ctx.params.id;
    await updateAdminSalon(ctx.db, ctx.caller, salonId, ctx.body);
    return ctx.ok(await adminSalon(ctx.db, salonId, ctx.adapters.payments.provider));
  },

  async listAdminSalonSessions(ctx) {
    await assertSalon(ctx.db, ctx.params.id);
    return ctx.ok(await salonSessions(ctx.db, ctx.params.id));
  },

  async revokeAdminSalonSession(ctx) {
    const { id: salonId, sessionId } = ctx.params;
    await ctx.db.transaction(async (tx) => {
      const [session] = await salonSessions(tx, salonId, sessionId);
      const closed = await revokeSalonSessions(tx, salonId, 'ADMIN_REVOKED', sessionId);
      if (!session || closed === 0)
        throw notFound('Sessione non trovata o già chiusa', 'SESSION_NOT_FOUND');
      await recordAudit(tx, ctx.caller, {
        salonId,
        action: 'session.revoke',
        summary: `Sessione di ${session.userEmail} chiusa`,
        before: { sessionId, userEmail: session.userEmail },
        after: null,
      });
    });
    return { status: 204, body: null };
  },

  async revokeAllAdminSalonSessions(ctx) {
    const salonId = ctx.params.id;
    await assertSalon(ctx.db, salonId);
    const count = await ctx.db.transaction(async (tx) => {
      const closed = await revokeSalonSessions(tx, salonId, 'ADMIN_REVOKED');
      await recordAudit(tx, ctx.caller, {
        salonId,
        action: 'session.revokeAll',
        summary:
          closed === 1 ? 'Chiusa 1 sessione attiva' : `Chiuse tutte le sessioni attive (${closed})`,
        before: { activeSessions: closed },
        after: { activeSessions: 0 },
      });
      return closed;
    });
    return ctx.ok({ count });
  },

  async listAdminSalonIntegrationKeys(ctx) {
    await assertSalon(ctx.db, ctx.params.id);
    return ctx.ok(await listIntegrationKeys(ctx.db, ctx.params.id));
  },

  async issueAdminSalonIntegrationKey(ctx) {
    const salonId = ctx.params.id;
    await assertSalon(ctx.db, salonId);
    const issued = await ctx.db.transaction(async (tx) => {
      const { issued } = await issueIntegrationKey(tx, salonId, ctx.body.label, ctx.caller.userId);
      await recordAudit(tx, ctx.caller, {
        salonId,
        action: 'integrationKey.issue',
        summary: `Chiave di integrazione «${issued.key.label}» creata`,
        before: null,
        after: { keyId: issued.key.id, label: issued.key.label, prefix: issued.key.prefix },
      });
      return issued;
    });
    return ctx.created(issued);
  },

  async revokeAdminSalonIntegrationKey(ctx) {
    const { id: salonId, keyId } = ctx.params;
    await assertSalon(ctx.db, salonId);
    const key = await ctx.db.transaction(async (tx) => {
      const row = await revokeIntegrationKey(tx, salonId, keyId, ctx.caller.userId);
      await recordAudit(tx, ctx.caller, {
        salonId,
        action: 'integrationKey.revoke',
        summary: `Chiave di integrazione «${row.label}» revocata`,
        before: { keyId: row.id, label: row.label, revokedAt: null },
        after: { keyId: row.id, label: row.label, revokedAt: row.revokedAt?.toISOString() },
      });
      return row;
    });
    return ctx.ok(toIntegrationKey(key));
  },

  async listAdminSalonAudit(ctx) {
    await assertSalon(ctx.db, ctx.params.id);
    return ctx.ok(
      await auditPage(
        ctx.db,
        { salonId: ctx.params.id },
        ctx.query.page ?? 0,
        ctx.query.size ?? 20,
      ),
    );
  },

  /** The «Registro attività»: every admin act, on any salon or none, with its filters. */
  async listAdminAudit(ctx) {
    const { actor, action, salonId, from, to, page, size } = ctx.query;
    return ctx.ok(
      await auditPage(ctx.db, { actor, action, salonId, from, to }, page ?? 0, size ?? 25),
    );
  },
} satisfies Partial<Handlers>;
