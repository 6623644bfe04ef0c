'use client';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary, TextField } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api/api-error';
import { refundOrderLine } from '@/lib/api/browser/admin';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';

interface RefundLineDialogProps {
  orderId: string;
  lineId: string;
  lineName: string;
  amountLabel: string;
  onClose: () => void;
  onRefunded: () => void;
}

/**
 * Refunding a line is money leaving the shop and cannot be undone: the admin says why (the
 * note goes to the audit log) and confirms the amount before anything is sent.
 */
export default function RefundLineDialog(props: RefundLineDialogProps) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One refund per dialog: a retried click after a lost answer is not a second refund.
  const [idempotencyKey] = useState(newIdempotencyKey);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!note.trim()) {
      setNoteError('Say why the line is refunded');
      document.getElementById(noteId)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await refundOrderLine(props.orderId, props.lineId, note.trim(), idempotencyKey);
      props.onRefunded();
    } catch (failure) {
      setBusy(false);
      setError(
        isApiError(failure) && failure.status
          ? failure.message
          : 'The refund could not be made. Please try again.',
      );
    }
  }

  return (
    // Opened from a right-aligned table cell: the dialog sets its own alignment.
    <Modal
      open
      onClose={props.onClose}
      title="Refund this line?"
      closeLabel="Close"
      className="text-start"
    >
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="refund-dialog">
        <p className="text-slate-700">
          <strong>{props.amountLabel}</strong> for “{props.lineName}” goes back to the card it was
          paid with. This cannot be undone.
        </p>
        <TextField
          id={noteId}
          label="Note (why)"
          hint="Kept in the audit log with your name"
          value={note}
          maxLength={500}
          onChange={(event) => {
            setNote(event.target.value);
            if (event.target.value.trim()) setNoteError(null);
          }}
          error={noteError}
          // The dialog's one field: showModal() puts focus on it as the dialog opens.
          autoFocus
        />
        <ErrorSummary message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Refunding…' : `Refund ${props.amountLabel}`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
