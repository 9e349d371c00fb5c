import { z } from 'zod';
import { userRoles } from '../enums';
import { hasMoreRecords, id, okStatus } from './common';

export const userRole = z.enum(userRoles);

export const user = z.object({
  id,
  role: userRole,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
});
export type User = z.infer<typeof user>;

export const getUsersResponse = z.object({ status: okStatus, users: z.array(user), hasMoreRecords });
export const userResponse = z.object({ status: okStatus, user });
export const userIdParams = z.strictObject({ userId: z.string() });

const roleInput = z.string().meta({ description: 'ADMINISTRATOR or TEAM MEMBER; TEAM_MEMBER, team+member, any case (D12)' });
const nameInput = z.string().max(100);
const userFields = {
  role: roleInput,
  first_name: nameInput,
  firstName: nameInput,
  last_name: nameInput,
  lastName: nameInput,
  email: z.string().max(254),
  mobile: z.string().max(20).meta({ description: '04 and 8 digits, spaces allowed (D12)' }),
};

/** D12: first_name or firstName, last_name or lastName. */
export const createUserBody = z
  .strictObject({ account_id: id, ...userFields })
  .partial({ firstName: true, first_name: true, lastName: true, last_name: true });
export const updateUserBody = z.strictObject(userFields).partial();

export const userKey = z.object({ apiId: z.string(), apiSecret: z.string() });
/** D11: account_id or accountId. */
export const generateCredentialsBody = z.strictObject({ account_id: z.optional(id), accountId: z.optional(id) });
export const generateCredentialsResponse = z.object({ status: okStatus, userKey });
