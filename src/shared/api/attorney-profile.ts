import { z } from 'zod';

/**
 * The attorney profile: who signs court papers, as the signature block and California's first page print it. Its
 * keys are the drafting intake's own field ids, so a new draft takes each value the intake leaves empty.
 */
export const attorneyProfileSchema = z.object({
  attorneyName: z.string().trim().max(200),
  barNumber: z.string().trim().max(60),
  firm: z.string().trim().max(200),
  attorneyAddress: z.string().trim().max(500),
  attorneyPhone: z.string().trim().max(60),
  attorneyEmail: z.union([z.literal(''), z.email('Email must be an email address.').trim().max(254)]),
}).strict();
export type AttorneyProfile = z.infer<typeof attorneyProfileSchema>;

export const ATTORNEY_PROFILE_FIELDS = Object.keys(attorneyProfileSchema.shape) as (keyof AttorneyProfile)[];

export const EMPTY_ATTORNEY_PROFILE: AttorneyProfile = {
  attorneyName: '', barNumber: '', firm: '', attorneyAddress: '', attorneyPhone: '', attorneyEmail: '',
};

/** GET and PUT /api/attorney-profile: the saved profile (empty until saved) and when it was saved. */
export const attorneyProfileResponseSchema = z.object({ profile: attorneyProfileSchema, updatedAt: z.iso.datetime().nullable() });
export type AttorneyProfileResponse = z.infer<typeof attorneyProfileResponseSchema>;
