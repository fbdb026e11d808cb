// helpers.js — shared test helpers: fixtures and the compiled scene schema.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const fixtureNames = readdirSync(join(root, 'tests/web/fixtures')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
export const fixture = (name) => JSON.parse(readFileSync(join(root, 'tests/web/fixtures', `${name}.json`), 'utf8'));
export const schema = JSON.parse(readFileSync(join(root, 'docs/scene.schema.json'), 'utf8'));
export function validator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  return ajv.compile(schema);
}
