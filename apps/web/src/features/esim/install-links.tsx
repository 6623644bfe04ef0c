'use client';
import { useEffect, useState } from 'react';
import { type InstallPlatform, installPlatform } from './install-platform';

export interface InstallLinksText {
  iosNote: string;
  iosButton: string;
  androidNote: string;
  androidButton: string;
  thisIphone: string;
  thisAndroid: string;
}

const PRIMARY = 'bg-brand-700 text-white hover:bg-brand-800 border-transparent';
const SECONDARY = 'bg-white text-ink border-slate-300 hover:border-brand-600';

/**
 * Apple's and Android's one-tap install links. Both are always listed, each under a note
 * saying which phones it works on (see install-platform.ts for why nothing is hidden). Once
 * the page knows the device, the link that fits becomes the primary button and its note says
 * so. The order never changes, so nothing moves when that happens (no layout shift).
 */
export function InstallLinks({
  iosUrl,
  androidUrl,
  text,
}: {
  iosUrl: string;
  androidUrl: string;
  text: InstallLinksText;
}) {
  const [platform, setPlatform] = useState<InstallPlatform>('other');
  useEffect(() => setPlatform(installPlatform(navigator.userAgent)), []);

  const links = [
    {
      id: 'ios',
      href: iosUrl,
      label: text.iosButton,
      note: platform === 'ios-one-tap' ? text.thisIphone : text.iosNote,
      primary: platform === 'ios-one-tap',
    },
    {
      id: 'android',
      href: androidUrl,
      label: text.androidButton,
      note: platform === 'android' ? text.thisAndroid : text.androidNote,
      primary: platform === 'android',
    },
  ];

  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.id} className="flex flex-col gap-2" data-testid={`install-${link.id}`}>
          <p className="text-sm text-slate-600">{link.note}</p>
          <a
            href={link.href}
            rel="noopener"
            className={`inline-flex h-11 items-center justify-center rounded-full border px-5 text-sm font-semibold transition-colors ${link.primary ? PRIMARY : SECONDARY}`}
            data-testid={`install-${link.id}-link`}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
