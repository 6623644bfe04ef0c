import type { ReactNode } from 'react';

// The floor: the least an App Router page can be, built from the project's own Next and React.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
