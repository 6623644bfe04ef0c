import { getTranslations } from 'next-intl/server';

const STEP_NUMBERS = ['1', '2', '3', '4'] as const;

/** The manual route through each phone's settings, for when one tap and the QR are not an option. */
export async function InstallSteps() {
  const t = await getTranslations('esim.steps');
  return (
    <section aria-labelledby="install-steps-title" className="mt-10">
      <h2 id="install-steps-title" className="text-xl font-bold text-ink">
        {t('title')}
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {(['iphone', 'android'] as const).map((device) => (
          <div key={device} className="rounded-2xl border border-slate-200 bg-white p-5">
            <h3 className="font-semibold text-ink">{t(`${device}Title`)}</h3>
            <ol className="mt-3 space-y-3 text-sm text-slate-700">
              {STEP_NUMBERS.map((n) => (
                <li key={n} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-800"
                  >
                    {n}
                  </span>
                  <span>{t(`${device}.${n}`)}</span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
