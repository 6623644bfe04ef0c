'use client';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Select, type SelectOption, TextField } from '@/components/ui/form';

export interface FilterValues {
  q: string;
  country: string;
  category: string;
  sort: string;
}

interface Props {
  /** /adventure in the page's language: where the GET form goes without JavaScript. */
  action: string;
  values: FilterValues;
  /** The sort the URL leaves out. */
  defaultSort: string;
  countries: readonly SelectOption[];
  categories: readonly SelectOption[];
  sorts: readonly SelectOption[];
  words: {
    label: string;
    search: string;
    searchPlaceholder: string;
    country: string;
    category: string;
    sort: string;
    apply: string;
  };
}

/**
 * The listing's search and filters. A plain GET form to /adventure (it works before and
 * without JavaScript); once hydrated, a changed filter or a submitted search goes to its URL
 * in place, back to page 1, and the server renders the list. The URL is the state: the back
 * button and a shared link show the same filters, which the fields follow.
 */
export function AdventureFilters({
  action,
  values,
  defaultSort,
  countries,
  categories,
  sorts,
  words,
}: Props) {
  const id = useId();
  const router = useRouter();
  const [fields, setFields] = useState(values);
  const [pending, startTransition] = useTransition();
  const valuesKey = JSON.stringify(values);

  // A navigation the form did not make (back, a pagination link) brings its values along.
  // biome-ignore lint/correctness/useExhaustiveDependencies: valuesKey stands for values
  useEffect(() => setFields(values), [valuesKey]);

  const go = (next: FilterValues) => {
    const params = new URLSearchParams();
    if (next.q.trim()) params.set('q', next.q.trim());
    if (next.country) params.set('country', next.country);
    if (next.category) params.set('category', next.category);
    if (next.sort && next.sort !== defaultSort) params.set('sort', next.sort);
    const query = params.toString();
    startTransition(() => router.push(query ? `${action}?${query}` : action, { scroll: false }));
  };

  const choose = (name: Exclude<keyof FilterValues, 'q'>) => (value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    go(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(fields);
  };

  return (
    <search>
      <form
        action={action}
        method="get"
        onSubmit={submit}
        aria-label={words.label}
        aria-busy={pending || undefined}
        className="grid grid-cols-2 items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
        data-testid="adventure-filters"
      >
        <div className="col-span-2 lg:col-span-1">
          <TextField
            id={`${id}-q`}
            name="q"
            type="search"
            label={words.search}
            placeholder={words.searchPlaceholder}
            value={fields.q}
            maxLength={100}
            onChange={(event) => setFields({ ...fields, q: event.target.value })}
            inputClassName="h-11"
          />
        </div>
        {(
          [
            ['country', words.country, countries],
            ['category', words.category, categories],
            ['sort', words.sort, sorts],
          ] as const
        ).map(([name, label, options]) => (
          <div key={name} className="grid gap-1">
            <Select
              id={`${id}-${name}`}
              name={name}
              label={label}
              showLabel
              options={options}
              value={fields[name]}
              onChange={(event) => choose(name)(event.target.value)}
              className="w-full"
            />
          </div>
        ))}
        <Button type="submit" size="md" aria-busy={pending || undefined}>
          {words.apply}
        </Button>
      </form>
    </search>
  );
}
