'use client';
import type { CouponStatus } from '@tern/contracts';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';
import { setCouponStatus } from '@/lib/api/browser/admin';

/**
 * Pauses a code (no one can apply it from then on; orders that hold it keep it) or makes it
 * active again, then shows the list as the server now has it.
 */
export function CouponStatusButton({
  couponId,
  code,
  status,
}: {
  couponId: string;
  code: string;
  status: CouponStatus;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const next: CouponStatus = status === 'active' ? 'paused' : 'active';
  const verb = next === 'paused' ? 'Pause' : 'Resume';

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      await setCouponStatus(couponId, next);
      startRefresh(() => router.refresh());
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : `Could not ${verb.toLowerCase()} ${code}.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={toggle}
        disabled={busy || refreshing}
        aria-busy={busy || refreshing}
        aria-label={`${verb} ${code}`}
      >
        {verb}
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
