import { options, type VNode } from 'preact';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTroveElement } from './createTroveElement';
import { defineTroveElement } from './defineTroveElement';

// React code, as every element's source is: the element tests run it on preact/compat through the
// aliases of the self-contained scripts (packages/elements/preactRuntime.ts).
function Probe({ label }: { label?: string }) {
  const [effectsRan, setEffectsRan] = useState(false);
  useEffect(() => setEffectsRan(true), []);
  return <p>{effectsRan ? `${label}: ready` : 'starting'}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the runtime of the element tests', () => {
  it('is preact/compat, the React of the self-contained scripts', async () => {
    const probes: VNode[] = [];
    const previous = options.vnode;
    options.vnode = (vnode) => {
      if (vnode.type === Probe) probes.push(vnode);
      previous?.(vnode);
    };
    try {
      defineTroveElement(
        'trove-test-runtime-probe',
        createTroveElement(Probe, { attributes: { label: 'string' } }),
      );
      document.body.innerHTML = '<trove-test-runtime-probe label="Probe"></trove-test-runtime-probe>';
      const element = document.querySelector('trove-test-runtime-probe');
      await vi.waitFor(() => expect(element?.shadowRoot?.textContent).toBe('Probe: ready'));
      expect(probes.length).toBeGreaterThan(0);
    } finally {
      options.vnode = previous;
    }
  });
});
