// Cold-start peer: load Pyodide from the npm package (offline) and print one line.
import { loadPyodide } from 'pyodide';

const py = await loadPyodide({ stdout: (s) => process.stdout.write(s + '\n') });
py.runPython('print("hello")');
