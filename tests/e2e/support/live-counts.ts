import type { Page } from 'playwright-core';

/** Live DOM nodes and JS event listeners after a full garbage collection, as Chromium counts them. */
export async function liveCounts(page: Page): Promise<{ nodes: number; listeners: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const of = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    return { nodes: of('Nodes'), listeners: of('JSEventListeners') };
  } finally {
    await cdp.detach();
  }
}
