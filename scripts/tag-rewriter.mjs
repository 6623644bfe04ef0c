// A stream stage that rewrites an HTML response tag by tag as it passes (paint-first.mjs,
// inline-css.mjs). A stream chunk may end inside a tag; the unfinished tag is held back and
// rewritten with the next chunk, so a pattern never misses a tag split across two chunks.
import { Transform } from 'node:stream';

/**
 * `rewrite(text)` returns the rewritten text, or a promise of it. `longestTag`: the longest tag
 * the rewrite looks for; a tail that starts a longer one is passed on as it is.
 */
export function tagRewriter(rewrite, longestTag) {
  let carry = '';
  const write = (text, callback) => {
    Promise.resolve()
      .then(() => rewrite(text))
      .then(
        (out) => callback(null, Buffer.from(out, 'latin1')),
        (error) => callback(error),
      );
  };
  return new Transform({
    transform(chunk, _encoding, callback) {
      let text = carry + chunk.toString('latin1');
      carry = '';
      const lastOpen = text.lastIndexOf('<');
      if (
        lastOpen !== -1 &&
        text.length - lastOpen <= longestTag &&
        !text.includes('>', lastOpen)
      ) {
        carry = text.slice(lastOpen);
        text = text.slice(0, lastOpen);
      }
      write(text, callback);
    },
    flush(callback) {
      if (!carry) return callback();
      write(carry, callback);
    },
  });
}
