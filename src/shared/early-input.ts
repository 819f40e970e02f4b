/**
 * Issue 34: a page the server painted shows its controls before its script has run. This inline
 * script, the first thing in every page (allowed by its hash, as the theme's), keeps what a person
 * does in that moment instead of losing it: a tap on a button (a save toggle, the header's search),
 * a key pressed outside a field, what a field was given (which hydration may set back), and
 * Enter in a box outside a form (a list's search box). The app takes them once it answers: the
 * taps and Enters are pressed again on the same elements, which hydration keeps
 * (web/lib/early-taps.ts); the keys go to the shortcuts (web/lib/early-keys.ts, which stops and
 * filters them the same way). Links and forms need nothing: they work without the script.
 */
/** The keys pressed with Ctrl or Cmd that are shortcuts (web/lib/shortcuts.ts says what each does). */
export const MODIFIER_KEYS = 'kdtlwp';

export const EARLY_INPUT_SCRIPT = `(function(){var e=window.__habEarly={taps:[],keys:[],fields:new Map(),enters:[],done:false,keysTaken:false,replayed:false};var f='input,textarea,select,[contenteditable]';function c(v){if(e.done||v.defaultPrevented)return;var b=v.target&&v.target.closest&&v.target.closest('button');if(!b||b.type==='submit'||b.disabled)return;e.taps.push(b)}function k(v){var t=v.target;if(!e.done&&v.key==='Enter'&&!v.isComposing&&!v.repeat&&t&&t.tagName==='INPUT'&&!t.form){if(e.enters.indexOf(t)<0)e.enters.push(t);return}if(e.keysTaken||v.defaultPrevented||v.altKey||v.isComposing||v.repeat)return;if(t&&t.closest&&t.closest(f))return;if((v.ctrlKey||v.metaKey)&&'${MODIFIER_KEYS}'.indexOf(v.key.toLowerCase())>=0)v.preventDefault();e.keys.push(v)}function i(v){var t=v.target;if(e.replayed||!t||!t.matches||!t.matches(f))return;e.fields.delete(t);e.fields.set(t,t.type==='checkbox'||t.type==='radio'?t.checked:t.value)}document.addEventListener('input',i,true);document.addEventListener('change',i,true);document.addEventListener('click',c,true);window.addEventListener('keydown',k,true)})()`;

/** What the early script keeps until the app takes it (web/lib/early-taps.ts, early-keys.ts). */
export interface EarlyInput {
  taps: HTMLButtonElement[];
  keys: KeyboardEvent[];
  /**
   * Each field changed before the script ran, with its value (or whether it was ticked), the
   * last changed last (a radio picked again comes after the one picked between).
   */
  fields: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string | boolean>;
  /** Each box outside a form where Enter was pressed (a list's search box): pressed again, once. */
  enters: HTMLInputElement[];
  /** Set by the app once it answers: the script keeps no more taps or Enters. */
  done: boolean;
  /**
   * Set once the app has done again what was kept (web/lib/early-taps.ts). Until then what
   * fields are given is kept: while React hydrates, it takes what a box holds as where it starts
   * and does not hear it as typing.
   */
  replayed: boolean;
  /** Set once the app's own key listener is on (web/lib/early-keys.ts): no more keys here. */
  keysTaken: boolean;
}
