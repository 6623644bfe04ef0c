'use client';
import { useRef } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Modal } from '@/components/ui/modal';
import { DESTINATION_SEARCH_INPUT_ID } from '@/features/search';

export interface WelcomeModalText {
  title: string;
  lead: string;
  text: string;
  perk: string;
  cta: string;
  later: string;
  close: string;
}

/** The first-visit greeting (spec §2): one line about Tern and a way straight to the search. */
export function WelcomeModal({
  open,
  onClose,
  text,
}: {
  open: boolean;
  onClose: () => void;
  text: WelcomeModalText;
}) {
  const toSearch = useRef(false);
  return (
    <Modal
      open={open}
      title={text.title}
      closeLabel={text.close}
      onClose={() => {
        onClose();
        // The dialog has given focus back by the time it reports "close"; now move it on.
        if (!toSearch.current) return;
        toSearch.current = false;
        const input = document.getElementById(DESTINATION_SEARCH_INPUT_ID);
        input?.scrollIntoView({ block: 'center' });
        input?.focus({ preventScroll: true });
      }}
    >
      <div data-testid="welcome-modal">
        {/*
          Short paragraphs on purpose: the dialog opens after the page has painted, and a text
          block larger than the banner headline would become the page's (late) Largest
          Contentful Paint on a first visit.
        */}
        <p className="font-semibold text-ink">{text.lead}</p>
        <p className="mt-1 text-sm text-slate-700">{text.text}</p>
        <p className="mt-3 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
          {text.perk}
        </p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="h-11 rounded-full px-5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            {text.later}
          </button>
          <button
            type="button"
            onClick={() => {
              toSearch.current = true;
              onClose();
            }}
            className={buttonClasses()}
          >
            {text.cta}
          </button>
        </div>
      </div>
    </Modal>
  );
}
