// The runtime's commands wait on one import of their chunk, so they run in the order the page made
// them; an import that failed (the network, a moment) is not kept: the page's next call tries again.
import { expect, test, vi } from 'vitest';

test('a failed import of the commands chunk is reported, and the next call imports it again and runs', async () => {
  let attempts = 0;
  const ran: unknown[] = [];
  vi.doMock('./commands', () => {
    attempts += 1;
    if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return { command: (name: unknown) => void ran.push(name) };
  });
  const reports: Event[] = [];
  document.addEventListener('vitrina:error', (e) => reports.push(e));
  const { command } = await import('./index');

  await command('configure', [{}]);
  expect(ran).toEqual([]);
  expect(reports.length).toBe(1);

  await Promise.all([command('on', []), command('off', [])]);
  expect(attempts).toBe(2);
  expect(ran).toEqual(['on', 'off']);
});
