import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { refreshTokens, sessions, signInTickets, users, type SessionEndReason } from '../accounts-tables.ts';

export type NewSession = typeof sessions.$inferInsert;

/** A live, unused sign-in ticket: its hash and expiry are checked together. */
const liveTicket = (ticketHash: string, now: Date) =>
  and(
    eq(signInTickets.ticketHash, ticketHash),
    isNull(signInTickets.usedAt),
    gt(signInTickets.expiresAt, now),
  );

/** The SQL of sessions, their refresh tokens (stored hashed) and sign-in tickets (stored hashed). */
export function sessionRepository(db: Database) {
  return {
    /** The user's sessions that have not ended and were active after `activeSince`, oldest first. */
    active: (userId: string, activeSince: Date) =>
      db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.lastActiveAt, activeSince)),
        )
        .orderBy(asc(sessions.createdAt)),

    async add(session: NewSession): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** The session's owner and whether it has ended; null for an unknown session. */
    async state(sessionId: string) {
      const [session] = await db
        .select({ userId: sessions.userId, endedAt: sessions.endedAt, endReason: sessions.endReason })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      return session ?? null;
    },

    /** Ends one of the user's live sessions; false when it is not theirs or has already ended. */
    async end(userId: string, sessionId: string, reason: SessionEndReason, now: Date): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: now, endReason: reason })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return ended.length === 1;
    },

    async endAll(userId: string, reason: SessionEndReason, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now, endReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
    },

    async markActive(sessionId: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, sessionId));
    },

    async addTicket(ticket: { ticketHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(signInTickets).values(ticket);
    },

    /** The account a live, unused ticket was issued to. */
    async ticketHolder(ticketHash: string, now: Date) {
      const [holder] = await db
        .select({ id: users.id, packageType: users.packageType })
        .from(signInTickets)
        .innerJoin(users, eq(users.id, signInTickets.userId))
        .where(liveTicket(ticketHash, now));
      return holder ?? null;
    },

    /** Marks a live ticket used; only one caller can win, however many present it at once. */
    async useTicket(ticketHash: string, now: Date): Promise<boolean> {
      const used = await db
        .update(signInTickets)
        .set({ usedAt: now })
        .where(liveTicket(ticketHash, now))
        .returning({ userId: signInTickets.userId });
      return used.length === 1;
    },

    async releaseTicket(ticketHash: string): Promise<void> {
      await db.update(signInTickets).set({ usedAt: null }).where(eq(signInTickets.ticketHash, ticketHash));
    },

    async addRefreshToken(token: { tokenHash: string; sessionId: string; expiresAt: Date }): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    async refreshToken(tokenHash: string) {
      const [stored] = await db
        .select({
          sessionId: refreshTokens.sessionId,
          usedAt: refreshTokens.usedAt,
          expiresAt: refreshTokens.expiresAt,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return stored ?? null;
    },

    /** Marks an unused refresh token used; false when another request used it first. */
    async claimRefreshToken(tokenHash: string, now: Date): Promise<boolean> {
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId });
      return claimed.length === 1;
    },
  };
}
