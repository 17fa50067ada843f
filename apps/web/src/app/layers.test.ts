import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue #45: one stacking scale, in one place (the base of the app's styles); every z-index of the app
// names one of its layers, so no feature can slide a panel over a header or a toast under a panel.
const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

const base = path.join(source, 'app', 'styles', '01-base.css');
const styles = readFileSync(base, 'utf8');
const root = styles.slice(styles.indexOf(':root {'), styles.indexOf('}', styles.indexOf(':root {')));
const scale = Object.fromEntries([...root.matchAll(/--(layer-[a-z]+):\s*(-?\d+);/g)].map(([, name, value]) => [name!, Number(value)]));

describe('the stacking scale', () => {
  it('is defined once, in the base, in the order header over panel, popover over header, toast over dialog', () => {
    expect(Object.keys(scale).length).toBeGreaterThanOrEqual(5);
    const order = ['layer-base', 'layer-raised', 'layer-panel', 'layer-header', 'layer-popover', 'layer-dialog', 'layer-toast', 'layer-progress'];
    const values = order.map((name) => scale[name]);
    expect(values.every((value) => typeof value === 'number')).toBe(true);
    expect([...values].sort((a, b) => a! - b!)).toEqual(values);
    for (const file of cssFiles(source)) {
      const text = readFileSync(file, 'utf8');
      const definitions = text.match(/--layer-[a-z]+:/g) ?? [];
      if (file !== base) expect(definitions, path.relative(source, file)).toEqual([]);
    }
  });

  it('is the only source of a z-index in every CSS file of the app', () => {
    const literal: string[] = [];
    for (const file of cssFiles(source)) {
      for (const [, value] of readFileSync(file, 'utf8').matchAll(/z-index:\s*([^;]+);/g)) {
        const token = /^var\(--(layer-[a-z]+)\)$/.exec(value!.trim());
        if (!token || !(token[1]! in scale)) literal.push(`${path.relative(source, file)}: z-index: ${value}`);
      }
    }
    expect(literal).toEqual([]);
  });
});
