import { render } from 'preact';
import { App } from './App.jsx';

render(<App />, document.getElementById('app'));
