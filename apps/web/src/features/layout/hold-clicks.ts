// A plain module (no 'use client'): the server layout inlines the script's text.

/** Fired on `window` once the page has hydrated; what was held is handed to React then. */
export const HYDRATED_EVENT = 'tern:hydrated';

/**
 * Until React has hydrated, a control is painted but does nothing: its handler is not attached
 * yet, and what is typed into a field is not in React's state (the next render would wipe it).
 * The page's scripts load after its first paint (scripts/paint-first.mjs), so on a slow phone
 * that gap is long enough for a traveller to type an e-mail and tap "Send me a code".
 *
 * This inline script runs in the head before any control exists. Until hydration it
 *  - holds each click on a control (not on a link, which works without scripts), and
 *  - notes each field the traveller edits, with what it holds.
 * Once hydrated, it hands each edit to React the way typing would (React's own setter records
 * the server's value, the prototype's setter puts the typed one back, an `input` event reports
 * it), then, a task later so that React has rendered the new state, clicks the held controls
 * again if they are still in the document. `data-hydrating` on <html> says the page is not
 * ready. Without JavaScript none of this runs, so forms keep their plain HTML behaviour.
 */
export const HOLD_CLICKS_UNTIL_HYDRATED = `(function(){
var root=document.documentElement,clicks=[],edits=[];
var CONTROL='button,[role=button],[role=tab],[role=radio],[role=checkbox],[role=switch],[role=option],[role=menuitem],[role=combobox]';
function holdClick(e){var t=e.target,el=t&&t.closest?t.closest(CONTROL):null;
if(!el||el.closest('a[href]'))return;
e.preventDefault();e.stopImmediatePropagation();if(clicks.indexOf(el)<0)clicks.push(el);}
function noteEdit(e){var el=e.target;if(el&&'value' in el&&edits.indexOf(el)<0)edits.push(el);}
function handOver(el){if(!el.isConnected)return;
if(el.type==='checkbox'||el.type==='radio'){var on=el.checked;if(on===el.defaultChecked)return;el.checked=!on;el.click();return;}
var typed=el.value,proto=Object.getPrototypeOf(el),own=Object.getOwnPropertyDescriptor(proto,'value');
el.value=el.defaultValue!==undefined?el.defaultValue:'';if(own&&own.set)own.set.call(el,typed);else el.value=typed;
el.dispatchEvent(new Event('input',{bubbles:true}));el.dispatchEvent(new Event('change',{bubbles:true}));}
root.setAttribute('data-hydrating','');
document.addEventListener('click',holdClick,true);
document.addEventListener('input',noteEdit,true);
document.addEventListener('change',noteEdit,true);
window.addEventListener('${HYDRATED_EVENT}',function(){
document.removeEventListener('click',holdClick,true);
document.removeEventListener('input',noteEdit,true);document.removeEventListener('change',noteEdit,true);
edits.splice(0).forEach(handOver);
setTimeout(function(){root.removeAttribute('data-hydrating');
clicks.splice(0).forEach(function(el){if(el.isConnected)el.click();});},0);},{once:true});
})();`;
