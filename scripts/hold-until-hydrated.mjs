// Taps and typing made before the page has hydrated, held and handed to React afterwards.
// Plain JavaScript text: the front server's paint-first stage inlines it into every page.

/**
 * Fired on `window` by the root layout once the page has hydrated
 * (apps/web/src/features/layout/hydration-signal.tsx sends the same name).
 */
export const HYDRATED_EVENT = 'tern:hydrated';

/**
 * Until React has hydrated, a control is painted but does nothing: its handler is not attached
 * yet, and what is typed into a field is not in React's state (the next render would wipe it).
 * The page's scripts load after its first paint (paint-first.mjs), so on a slow phone
 * that gap is long enough for a traveller to type an e-mail and tap "Send me a code".
 *
 * This script, inlined by paint-first.mjs before its loader, runs in the head before any control
 * exists. Until hydration it
 *  - holds each click on a control (not on a link, which works without scripts, unless the link
 *    is marked `data-hold-until-hydrated`: its page would do better with scripts, e.g. buy now), and
 *  - notes each field the traveller edits, with what it then holds (hydration may reset a
 *    <select> to the server's choice, so the value is read at the edit, not afterwards).
 * Once hydrated, it hands each edit to React the way typing would (React's own setter records
 * the server's value, the prototype's setter puts the typed one back, an `input` event reports
 * it), then, a task later so that React has rendered the new state, clicks the held controls
 * again if they are still in the document. `data-hydrating` on <html> says the page is not
 * ready. Without JavaScript none of this runs, so forms keep their plain HTML behaviour; if one
 * of the page's scripts fails to load, it stops holding (links and forms work as plain HTML)
 * and drops the held taps rather than keep them for a hydration that will not come.
 */
export const HOLD_UNTIL_HYDRATED = `(function(){
var root=document.documentElement,clicks=[],edits=[];
var CONTROL='button,[role=button],[role=tab],[role=radio],[role=checkbox],[role=switch],[role=option],[role=menuitem],[role=combobox],[data-hold-until-hydrated]';
function holdClick(e){var t=e.target,el=t&&t.closest?t.closest(CONTROL):null;
if(!el||(!el.hasAttribute('data-hold-until-hydrated')&&el.closest('a[href]')))return;
e.preventDefault();e.stopImmediatePropagation();if(clicks.indexOf(el)<0)clicks.push(el);}
function noteEdit(e){var el=e.target;if(!el||!('value' in el))return;
for(var i=0;i<edits.length;i++)if(edits[i].el===el)edits.splice(i,1);
edits.push({el:el,value:el.value,checked:el.checked});}
function handOver(edit){var el=edit.el;if(!el.isConnected)return;
if(el.type==='checkbox'||el.type==='radio'){if(edit.checked===el.defaultChecked)return;el.checked=!edit.checked;el.click();return;}
var own=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el),'value');
el.value=el.defaultValue!==undefined?el.defaultValue:'';if(own&&own.set)own.set.call(el,edit.value);else el.value=edit.value;
el.dispatchEvent(new Event('input',{bubbles:true}));el.dispatchEvent(new Event('change',{bubbles:true}));}
function stopHolding(){document.removeEventListener('click',holdClick,true);
document.removeEventListener('input',noteEdit,true);document.removeEventListener('change',noteEdit,true);}
root.setAttribute('data-hydrating','');
document.addEventListener('click',holdClick,true);
document.addEventListener('input',noteEdit,true);
document.addEventListener('change',noteEdit,true);
window.addEventListener('error',function(e){var t=e.target;if(!t||t.tagName!=='SCRIPT')return;
stopHolding();clicks.length=0;root.removeAttribute('data-hydrating');},true);
window.addEventListener('${HYDRATED_EVENT}',function(){stopHolding();
edits.splice(0).forEach(handOver);
setTimeout(function(){root.removeAttribute('data-hydrating');
clicks.splice(0).forEach(function(el){if(el.isConnected)el.click();});},0);},{once:true});
})();`;
