import { z } from 'zod';
import { BAR_STATES } from '../../legal/drafting/bar-states';

export { BAR_STATES };

/**
 * The attorney profile: who signs court papers, as the signature block and California's first page print it. Its
 * keys are the drafting intake's own field ids, so a new draft takes each value the intake leaves empty.
 */
export const attorneyProfileSchema = z.object({
  attorneyName: z.string().trim().max(200),
  barNumber: z.string().trim().max(60),
  // The bar that admitted the attorney, which a federal paper names beside the number; null until chosen (a profile
  // saved before the field existed, or a browser tab opened before it, sends none).
  barState: z.enum(BAR_STATES, 'Bar admitted in must be a US state or the District of Columbia.').nullable().default(null),
  firm: z.string().trim().max(200),
  attorneyAddress: z.string().trim().max(500),
  attorneyPhone: z.string().trim().max(60),
  attorneyEmail: z.union([z.literal(''), z.email('Email must be an email address.').trim().max(254)]),
}).strict();
export type AttorneyProfile = z.infer<typeof attorneyProfileSchema>;

export const ATTORNEY_PROFILE_FIELDS = Object.keys(attorneyProfileSchema.shape) as (keyof AttorneyProfile)[];

export const EMPTY_ATTORNEY_PROFILE: AttorneyProfile = {
  attorneyName: '', barNumber: '', barState: null, firm: '', attorneyAddress: '', attorneyPhone: '', attorneyEmail: '',
};

/** GET and PUT /api/attorney-profile: the saved profile (empty until saved) and when it was saved. */
export const attorneyProfileResponseSchema = z.object({ profile: attorneyProfileSchema, updatedAt: z.iso.datetime().nullable() });
export type AttorneyProfileResponse = z.infer<typeof attorneyProfileResponseSchema>;
