import type { AttorneyProfileRepository } from '../../attorney-profile/repository';
import type { ProfilesRepository } from '../../profiles/repository';
import type { ReviewerNames } from './service';

/** The reviewer's name as their papers sign it (the attorney profile), else as their account gives it. */
export function createReviewerNames({ attorneyProfiles, profiles }: {
  attorneyProfiles: Pick<AttorneyProfileRepository, 'find'>;
  profiles: Pick<ProfilesRepository, 'findWithUser'>;
}): ReviewerNames {
  return {
    async nameOf(userId) {
      const saved = (await attorneyProfiles.find(userId))?.profile.attorneyName.trim();
      if (saved) return saved;
      return (await profiles.findWithUser(userId))?.user.name.trim() || null;
    },
  };
}
