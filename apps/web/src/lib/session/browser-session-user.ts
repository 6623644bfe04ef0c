'use client';
import { unlessSignedOut } from '@/lib/api/api-error';
import { getMe } from '@/lib/api/browser/auth';

/**
 * The signed-in traveller (guest or account) of this browser, or null: the session is an
 * httpOnly cookie no script can read, so the API is asked (GET /me).
 */
export async function getBrowserSessionUser() {
  return (await unlessSignedOut(getMe()))?.data.user ?? null;
}
