// Editor.jsx — CodeMirror 6 with Python highlighting. Ctrl/Cmd+Enter runs.
import { useEffect, useRef } from 'preact/hooks';
import { EditorView, basicSetup } from 'codemirror';
import { keymap } from '@codemirror/view';
import { python } from '@codemirror/lang-python';

export function Editor({ value, onChange, onRun, label }) {
  const host = useRef(null);
  const view = useRef(null);
  const cb = useRef({ onChange, onRun });
  cb.current = { onChange, onRun };

  useEffect(() => {
    view.current = new EditorView({
      doc: value,
      parent: host.current,
      extensions: [
        keymap.of([{ key: 'Mod-Enter', run: () => { cb.current.onRun(); return true; } }]),
        basicSetup,
        python(),
        EditorView.updateListener.of((u) => { if (u.docChanged) cb.current.onChange(u.state.doc.toString()); }),
        EditorView.contentAttributes.of({ 'aria-label': label }),
      ],
    });
    return () => view.current.destroy();
  }, []);

  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  return <div class="editor" ref={host} />;
}
