import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAVICON_FILE, faviconPlugin, ICON_SOURCE } from '../build/favicon-plugin';

describe('the tab icon', () => {
  it("is the native shell's icon, written to the build under the name index.html links", () => {
    const emitted: { fileName?: string; source?: string | Uint8Array }[] = [];
    const plugin = faviconPlugin();
    const generate = plugin.generateBundle as unknown as (this: unknown) => void;
    generate.call({ emitFile: (file: { fileName?: string; source?: string | Uint8Array }) => emitted.push(file) });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.fileName).toBe(FAVICON_FILE);
    expect(Buffer.from(emitted[0]?.source ?? '').toString()).toBe(readFileSync(ICON_SOURCE, 'utf8'));
    expect(readFileSync(ICON_SOURCE, 'utf8')).toMatch(/^<svg /);
    const html = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');
    expect(html).toContain(`<link rel="icon" type="image/svg+xml" href="/${FAVICON_FILE}" />`);
  });
});
