'use client';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { batchCsvHref } from './batch-csv';

export type CreatedCodes =
  | { kind: 'single'; code: string }
  | { kind: 'batch'; batchId: string; count: number };

/** What was just created, with where it is listed and, for a batch, the CSV to hand out. */
export function CouponCreated({
  created,
  listPath,
  onMore,
}: {
  created: CreatedCodes;
  listPath: string;
  onMore: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const single = created.kind === 'single';
  return (
    <section
      aria-labelledby="coupon-created"
      className="max-w-3xl rounded-2xl border border-slate-200 bg-emerald-50 p-5 sm:p-8"
      data-testid="coupon-created"
    >
      <h2
        id="coupon-created"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-ink outline-none"
      >
        {single ? (
          <>
            Code <span className="font-mono">{created.code}</span> created
          </>
        ) : (
          `${created.count} single-use codes created`
        )}
      </h2>
      <p className="mt-2 text-slate-700">
        {single
          ? 'Travellers can use it at checkout from now on (or from its start date).'
          : 'Each code works once. Download them to hand out; they are listed with their batch too.'}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {single ? (
          <a
            href={`${listPath}?search=${encodeURIComponent(created.code)}`}
            className={buttonClasses()}
          >
            See the code
          </a>
        ) : (
          <>
            <a href={batchCsvHref(created.batchId)} download className={buttonClasses()}>
              Download the codes (CSV)
            </a>
            <a
              href={`${listPath}?batchId=${encodeURIComponent(created.batchId)}`}
              className={buttonClasses({ variant: 'secondary' })}
            >
              See the batch
            </a>
          </>
        )}
        <Button variant="secondary" onClick={onMore}>
          Create more codes
        </Button>
      </div>
    </section>
  );
}
