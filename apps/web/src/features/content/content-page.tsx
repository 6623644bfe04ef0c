import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

export interface ContentSection {
  heading: string;
  body: string[];
}

/** The reading layout shared by the legal and help pages: a calm column of headed sections. */
export function ContentPage({
  title,
  lead,
  sections = [],
  children,
}: {
  title: string;
  lead?: ReactNode;
  sections?: ContentSection[];
  children?: ReactNode;
}) {
  return (
    <Container className="py-10 sm:py-16">
      <article className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <div className="mt-3 text-lg text-slate-600">{lead}</div>}
        {sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        {children}
      </article>
    </Container>
  );
}
