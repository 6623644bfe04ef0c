// Paint first, then fetch the page's scripts.
//
// Next puts its chunks in the head as `<script src async>`: they download beside the HTML and the
// CSS and, on a fast link, run before the browser's first frame, so the first paint waits for
// them (and, on a phone, competes with them for the link). Every page's largest text is in the
// server's HTML, so nothing on screen needs them. This stage turns each chunk tag into an inert
// placeholder and adds one small loader that adds the real scripts once the document is parsed
// and a frame has been painted, one per task. Hydration then starts a frame later; the page is
// readable sooner.
//
// On by default (TERN_SCRIPTS_AFTER_PAINT=0 turns it off, to compare). Measured 2026-11-23 with
// Lighthouse, one page at a time: /sign-in LCP 2.48-2.64 s → 1.25-1.43 s, / 2.2-2.4 s → 1.61-1.69 s.
// The price is a longer wait between the first paint and hydration, during which a tap on a
// button or typing into a field would be lost; the loader's first part holds those and hands them
// to React once the page has hydrated (hold-until-hydrated.mjs).
//
// The loader carries the page's nonce (nonceInjector adds it to every <script), and the scripts
// it creates are allowed by 'strict-dynamic'. Each script keeps `async`, as Next wrote it.
import { Transform } from 'node:stream';
import { HOLD_UNTIL_HYDRATED } from './hold-until-hydrated.mjs';

const CHUNK_TAG = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async="">/g;
/**
 * The loader adds one script per task: each script it adds is a request the browser sets up on
 * the main thread, and nine of them in one task made a 45 ms task in Lighthouse's traces (its
 * tracing records every request with its stack), against none when each has a task of its own.
 */
const LOADER = `<script>${HOLD_UNTIL_HYDRATED}(function(){var waiting=[];function add(){var p=waiting.shift();if(!p)return;var s=document.createElement('script');s.src=p.getAttribute('data-after-paint');s.async=true;document.head.appendChild(s);p.removeAttribute('data-after-paint');setTimeout(add,0);}function later(){requestAnimationFrame(function(){waiting=Array.prototype.slice.call(document.querySelectorAll('script[data-after-paint]'));setTimeout(add,0);});}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',later);else later();})();</script>`;
/** The longest tail that may be the start of a chunk tag split across two stream chunks. */
const LONGEST_TAG = 200;

export function paintFirst() {
  let carry = '';
  let loaderWritten = false;
  const rewrite = (text) =>
    text.replace(CHUNK_TAG, (_tag, src) => {
      // Next's own </script> closes the placeholder: an empty inline script does nothing.
      const prefix = loaderWritten ? '' : LOADER;
      loaderWritten = true;
      return `${prefix}<script data-after-paint="${src}">`;
    });
  return new Transform({
    transform(chunk, _encoding, callback) {
      let text = carry + chunk.toString('latin1');
      carry = '';
      const lastOpen = text.lastIndexOf('<');
      if (
        lastOpen !== -1 &&
        text.length - lastOpen <= LONGEST_TAG &&
        !text.includes('>', lastOpen)
      ) {
        carry = text.slice(lastOpen);
        text = text.slice(0, lastOpen);
      }
      callback(null, Buffer.from(rewrite(text), 'latin1'));
    },
    flush(callback) {
      callback(null, carry ? Buffer.from(rewrite(carry), 'latin1') : undefined);
    },
  });
}
