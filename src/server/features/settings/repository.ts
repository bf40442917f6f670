import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';

/** Server-held settings (not user data, so not scoped by user). */
export function createSettingsRepository(db: Db) {
  return {
    async get(key: string): Promise<string | null> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
      return row?.value ?? null;
    },
    /** Returns the stored value, or stores and returns `create()` when there is none yet (first writer wins). */
    async getOrCreate(key: string, create: () => string): Promise<string> {
      await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
      return (await this.get(key))!;
    },
    /** Replaces the setting only if it still holds `expected`; true when this call replaced it. */
    async replaceIfValue(key: string, expected: string, value: string): Promise<boolean> {
      const replaced = await db
        .update(appSettings)
        .set({ value, updatedAt: new Date() })
        .where(and(eq(appSettings.key, key), eq(appSettings.value, expected)))
        .returning({ key: appSettings.key });
      return replaced.length > 0;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
