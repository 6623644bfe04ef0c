// Self-hosted variable Inter: next/font/google would download at build time, and builds are offline.
import '@fontsource-variable/inter';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';

export const metadata: Metadata = {
  title: { default: 'Tern · Travel eSIMs for 190+ destinations', template: '%s · Tern' },
  description:
    'Buy a travel eSIM data plan for your destination in minutes. No roaming bills, no SIM swaps.',
};

export const viewport: Viewport = { themeColor: '#0b1b33' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main-content" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
