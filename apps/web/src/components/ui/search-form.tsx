import { MAX_SEARCH_CHARACTERS } from '@tern/domain';

interface SearchFormProps {
  /** Where the GET goes, with the text as ?search=…; the caller localises the path. */
  action: string;
  id: string;
  label: string;
  placeholder: string;
  submit: string;
  defaultValue?: string;
  required?: boolean;
  size?: 'md' | 'lg';
  testId?: string;
  className?: string;
}

/** A plain GET search form: works before (and without) JavaScript and gives each search a URL. */
export function SearchForm({ size = 'md', className = '', ...props }: SearchFormProps) {
  const height = size === 'lg' ? 'h-12' : 'h-11';
  return (
    <search className={className}>
      <form action={props.action} method="get" className="flex gap-2">
        <label htmlFor={props.id} className="sr-only">
          {props.label}
        </label>
        <input
          id={props.id}
          name="search"
          type="search"
          defaultValue={props.defaultValue}
          required={props.required}
          maxLength={MAX_SEARCH_CHARACTERS}
          placeholder={props.placeholder}
          className={`${height} min-w-0 flex-1 rounded-full border border-field bg-white px-5 text-base text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600`}
          data-testid={props.testId}
        />
        <button
          type="submit"
          className={`${height} rounded-full bg-brand-700 ${size === 'lg' ? 'px-6' : 'px-5'} text-sm font-semibold text-white hover:bg-brand-800`}
        >
          {props.submit}
        </button>
      </form>
    </search>
  );
}
