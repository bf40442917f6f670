import type { VisitsRepository } from './repository';

export interface RecordVisitOptions {
  repository: VisitsRepository;
  page: string;
  /** The signed-in user, or null for an anonymous visitor. */
  userId: string | null;
  now?: Date;
}

/** Stores one page view: the path, who (when signed in) and when. The visitor's IP address is never kept. */
export async function recordVisit({ repository, page, userId, now = new Date() }: RecordVisitOptions): Promise<void> {
  await repository.insert({ path: page, userId, visitedAt: now });
}
