// editor-extras.js — the parts of the editor's setup that editing does not
// need at once: the Python language (highlighting, indentation, folding
// ranges, completions from the program's names), bracket closing,
// autocompletion, search, selection-match highlighting and the lint keys.
// A chunk of its own, fetched by Editor.jsx as soon as the editor is painted;
// the editor's two compartments take these at basicSetup's places, so every
// key keeps basicSetup's precedence (docs/decisions.md, "The page's start-up
// script").
import { keymap } from '@codemirror/view';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { closeBrackets, autocompletion, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { lintKeymap } from '@codemirror/lint';
import { python } from '@codemirror/lang-python';

// before: ahead of the default keymap (Backspace deletes a bracket pair first);
// after: behind it, as in basicSetup, then the language.
export const before = [closeBrackets(), autocompletion(), keymap.of(closeBracketsKeymap)];
export const after = [highlightSelectionMatches(), keymap.of([...searchKeymap, ...completionKeymap, ...lintKeymap]), python()];
