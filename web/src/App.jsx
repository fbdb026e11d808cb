// App.jsx — the lab: editor, Run/Stop, console.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Editor } from './components/Editor.jsx';
import { Console } from './components/Console.jsx';
import { createEngineClient } from './engine-client.js';

const DRAFT_KEY = 'nnscope.draft.v1';
const EXAMPLE = `class Net:
    def __init__(self):
        self.layers = [1, 2, 3]

net = Net()
print(vars(net))
`;

function loadDraft() {
  try { return localStorage.getItem(DRAFT_KEY) ?? EXAMPLE; } catch { return EXAMPLE; }
}
function saveDraft(text) {
  try { localStorage.setItem(DRAFT_KEY, text); return true; } catch { return false; }  // QuotaExceededError
}

export function App() {
  const [source, setSource] = useState(loadDraft);
  const [chunks, setChunks] = useState([]);
  const [engine, setEngine] = useState({ state: 'loading' });
  const [running, setRunning] = useState(false);

  const client = useMemo(() => createEngineClient({
    onStatus: (state, detail) => setEngine({ state, detail }),
    onOut: (stream, text) => setChunks((c) => [...c, { stream, text }]),
    onDone: ({ status, stopped, crash }) => {
      setRunning(false);
      if (stopped) setChunks((c) => [...c, { stream: 2, text: '\n[stopped]\n' }]);
      if (crash) setChunks((c) => [...c, { stream: 2, text: `\n[the engine crashed: ${crash}; a fresh engine was started, your code is kept]\n` }]);
    },
  }), []);

  useEffect(() => { saveDraft(source); }, [source]);

  const run = () => {
    saveDraft(source);
    setChunks([]);
    setRunning(true);
    client.run(source, { filename: 'main.py' });
  };

  return (
    <div class="lab">
      <header>
        <h1>nnscope</h1>
        <span class="tag">nn.Module under glass</span>
        <span class="engine" data-state={engine.state}>engine: {engine.state}{engine.detail ? ` (${engine.detail})` : ''}</span>
      </header>
      <main>
        <section class="pane code">
          <div class="toolbar">
            <button onClick={run} disabled={engine.state !== 'ready'} title="Run (Ctrl+Enter)">Run</button>
            <button onClick={() => client.stop()} disabled={!running}>Stop</button>
          </div>
          <Editor value={source} onChange={setSource} onRun={run} label="Python program" />
        </section>
        <section class="pane out">
          <h2>Console</h2>
          <Console chunks={chunks} label="Program output" />
        </section>
      </main>
    </div>
  );
}
