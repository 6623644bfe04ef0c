import { getTranslations } from 'next-intl/server';

/** Store links for the Tern app; drawn here so nothing is fetched from a store's servers. */
export async function AppStoreBadges({ className = '' }: { className?: string }) {
  const t = await getTranslations('footer');
  const badges = [
    {
      href: 'https://apps.apple.com/app/tern-travel-esim/id6450000000',
      top: t('appStoreTop'),
      name: 'App Store',
      icon: 'apple',
    },
    {
      href: 'https://play.google.com/store/apps/details?id=travel.tern.app',
      top: t('playStoreTop'),
      name: 'Google Play',
      icon: 'play',
    },
  ] as const;
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {badges.map((badge) => (
        <li key={badge.name}>
          <a
            href={badge.href}
            rel="noopener"
            // Always on a dark band (the footer, the app banner): a white ring, where brand was 2:1.
            className="inline-flex h-12 items-center gap-2.5 rounded-xl bg-black px-4 text-white ring-1 ring-white/20 hover:bg-slate-800 focus-visible:outline-white"
          >
            {badge.icon === 'apple' ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
                <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.9-.8-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6zM14.2 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z" />
              </svg>
            ) : (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
                <path
                  d="M4 3.5l9.6 8.5L4 20.5c-.3-.2-.5-.6-.5-1v-15c0-.4.2-.8.5-1z"
                  fill="#34a853"
                />
                <path d="M16.9 15l-3.3-3 3.3-3 3.7 2.1c.8.5.8 1.3 0 1.8L16.9 15z" fill="#fbbc04" />
                <path d="M13.6 12L4 20.5c.3.2.8.2 1.2 0l11.7-5.5-3.3-3z" fill="#ea4335" />
                <path d="M13.6 12l3.3-3L5.2 3.5c-.4-.2-.9-.2-1.2 0l9.6 8.5z" fill="#4285f4" />
              </svg>
            )}
            <span className="flex flex-col leading-tight">
              <span className="text-[10px] uppercase tracking-wide text-white/80">{badge.top}</span>
              <span className="text-base font-semibold">{badge.name}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
