'use client';
import type { ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, LABEL_CLASSES } from '@/components/ui/form';

/** What the API stores as a logo (LogoDataUrlSchema): PNG, JPEG or WebP, at most 200 kB. */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const LOGO_MAX_BYTES = 200 * 1024;

/** A picked file as a data: URL, or why it cannot be a logo. */
export function readLogo(file: File): Promise<{ dataUrl: string } | { error: string }> {
  if (!LOGO_TYPES.includes(file.type))
    return Promise.resolve({ error: 'The logo must be a PNG, JPEG or WebP image' });
  if (file.size > LOGO_MAX_BYTES)
    return Promise.resolve({ error: 'The logo must be at most 200 kB' });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ dataUrl: String(reader.result) });
    reader.onerror = () => resolve({ error: 'The file could not be read' });
    reader.readAsDataURL(file);
  });
}

/**
 * The partner's logo: picked from a file and kept as a data: URL in the partner itself (no
 * upload storage to run), shown as it will look, and removable.
 */
export function LogoInput({
  id,
  value,
  partnerName,
  error,
  onChange,
}: {
  id: string;
  value: string | null;
  partnerName: string;
  error: string | undefined;
  onChange: (logo: { dataUrl: string | null } | { error: string }) => void;
}) {
  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const read = await readLogo(file);
    onChange(read);
    // The same file can be picked again after a refusal or a removal.
    event.target.value = '';
  }
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        Logo
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        PNG, JPEG or WebP, at most 200 kB. Shown on the partner's form.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <div className="flex size-16 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          {value ? (
            // biome-ignore lint/performance/noImgElement: a data: URL the admin just picked; nothing to optimise
            <img
              src={value}
              alt={`${partnerName || 'Partner'} logo`}
              className="size-full object-contain"
            />
          ) : (
            <span className="text-xs text-slate-500">No logo</span>
          )}
        </div>
        <input
          id={id}
          type="file"
          accept={LOGO_TYPES.join(',')}
          onChange={pick}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="block max-w-full text-sm text-slate-700"
        />
        {value ? (
          <Button variant="quiet" onClick={() => onChange({ dataUrl: null })}>
            Remove the logo
          </Button>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}
