import { notFound } from 'next/navigation';

/** Destination pages have one path segment; anything deeper (/france/x/y) is a real 404. */
export default function Page() {
  notFound();
}
