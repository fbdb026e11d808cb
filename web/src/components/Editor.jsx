/** @jsxImportSource preact */
// Editor.jsx — CodeMirror 6 with Python highlighting. Ctrl/Cmd+Enter runs.
// The editor owns its document: every edit is reported through onChange and
// the store follows it. The store's text is written back into the editor only
// when `rev` changes — a load from outside (lesson, share link, Apply fix) —
// never because `value` changed: a render that carries an older value than
// the editor holds (two edits within one frame) must not replace the newer
// document, or the two versions chase each other for ever.
// Props: value + rev (external loads), errorLine marks a line; jump = {line, n}
// moves the cursor there (a new n each time); readOnly for embeds.
// The setup is CodeMirror's basicSetup in two parts: what typing needs is
// here and paints with the page; the Python language (highlighting and
// indentation), bracket closing, autocompletion, search and the lint keys
// come from editor-extras.js, a chunk fetched as soon as the editor is up,
// into two compartments at basicSetup's places.
import { useEffect, useRef, useState } from 'preact/hooks';
import { EditorView, keymap, Decoration, lineNumbers, highlightActiveLineGutter, highlightSpecialChars, drawSelection, dropCursor,
  rectangularSelection, crosshairCursor, highlightActiveLine } from '@codemirror/view';
import { StateEffect, StateField, EditorState, Compartment } from '@codemirror/state';
import { foldGutter, indentOnInput, syntaxHighlighting, defaultHighlightStyle, bracketMatching, foldKeymap } from '@codemirror/language';
import { history, defaultKeymap, historyKeymap } from '@codemirror/commands';

const loadExtras = () => import('./editor-extras.js');
// basicSetup with two open places for the extras (`before` and `after` its keymap).
function setup(before, after) {
  return [
    lineNumbers(), highlightActiveLineGutter(), highlightSpecialChars(), history(), foldGutter(), drawSelection(), dropCursor(),
    EditorState.allowMultipleSelections.of(true), indentOnInput(), syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    bracketMatching(), before.of([]), rectangularSelection(), crosshairCursor(), highlightActiveLine(),
    keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap]), after.of([]),
  ];
}

const setErrorLine = StateEffect.define();
const errorField = StateField.define({
  create: () => Decoration.none,
  update(deco, tr) {
    deco = deco.map(tr.changes);
    for (const e of tr.effects) {
      if (!e.is(setErrorLine)) continue;
      const n = e.value;
      if (!n || n < 1 || n > tr.state.doc.lines) deco = Decoration.none;
      else deco = Decoration.set([Decoration.line({ class: 'cm-error-line', attributes: { 'data-error-line': String(n), title: 'error' } }).range(tr.state.doc.line(n).from)]);
    }
    return deco;
  },
  provide: (f) => EditorView.decorations.from(f),
});

// The line the replay is at (replayLine prop): marked, scrolled into view, focus left where it is.
const setReplayLine = StateEffect.define();
const replayField = StateField.define({
  create: () => Decoration.none,
  update(deco, tr) {
    deco = deco.map(tr.changes);
    for (const e of tr.effects) {
      if (!e.is(setReplayLine)) continue;
      const n = e.value;
      if (!n || n < 1 || n > tr.state.doc.lines) deco = Decoration.none;
      else deco = Decoration.set([Decoration.line({ class: 'cm-replay-line', attributes: { 'data-replay-line': String(n) } }).range(tr.state.doc.line(n).from)]);
    }
    return deco;
  },
  provide: (f) => EditorView.decorations.from(f),
});

export function Editor({ value, rev = 0, onChange, onRun, label, errorLine, jump, readOnly = false, readOnlyLabel, replayLine = 0 }) {
  const host = useRef(null);
  const view = useRef(null);
  const ro = useRef(new Compartment());
  const extras = useRef({ before: new Compartment(), after: new Compartment() });
  const [complete, setComplete] = useState(false);   // the extras are in (data-extras, for the e2e checks)
  const cb = useRef({ onChange, onRun });
  cb.current = { onChange, onRun };

  useEffect(() => {
    view.current = new EditorView({
      doc: value,
      parent: host.current,
      extensions: [
        keymap.of([{ key: 'Mod-Enter', run: () => { cb.current.onRun(); return true; } }]),
        setup(extras.current.before, extras.current.after),
        errorField,
        replayField,
        ro.current.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
        EditorView.updateListener.of((u) => { if (u.docChanged) cb.current.onChange(u.state.doc.toString()); }),
        EditorView.contentAttributes.of({ 'aria-label': label }),
      ],
    });
    window.__nnscopeEditor = view.current;   // for the e2e checks
    let live = true;
    loadExtras().then((m) => {
      if (!live) return;
      const { before, after } = extras.current;
      view.current.dispatch({ effects: [before.reconfigure(m.before), after.reconfigure(m.after)] });
      setComplete(true);
    }, () => {});   // without the extras the editor still edits (plain text) and runs
    return () => { live = false; view.current.destroy(); };
  }, []);

  const valueNow = useRef(value);
  valueNow.current = value;
  const firstRev = useRef(true);
  useEffect(() => {
    if (firstRev.current) { firstRev.current = false; return; }   // the document was created from value
    const v = view.current;
    const text = valueNow.current;
    if (v && v.state.doc.toString() !== text) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: text } });
  }, [rev]);

  useEffect(() => {
    const v = view.current;
    if (v) v.dispatch({ effects: ro.current.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]) });
  }, [readOnly]);

  useEffect(() => {
    const v = view.current;
    if (v) v.dispatch({ effects: setErrorLine.of(errorLine || 0) });
  }, [errorLine, rev]);

  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const n = replayLine && replayLine <= v.state.doc.lines ? replayLine : 0;
    v.dispatch({ effects: n ? [setReplayLine.of(n), EditorView.scrollIntoView(v.state.doc.line(n).from, { y: 'center' })] : setReplayLine.of(0) });
  }, [replayLine, rev]);

  useEffect(() => {
    const v = view.current;
    if (!v || !jump || !jump.line) return;
    const n = Math.min(Math.max(1, jump.line), v.state.doc.lines);
    const line = v.state.doc.line(n);
    v.dispatch({ selection: { anchor: line.from, head: line.to }, effects: EditorView.scrollIntoView(line.from, { y: 'center' }) });
    v.focus();
  }, [jump]);

  return (
    <div class="editor-wrap" data-extras={complete ? 'ready' : 'loading'}>
      {readOnly && <span class="ro-badge">{readOnlyLabel}</span>}
      <div class="editor" ref={host} />
    </div>
  );
}
