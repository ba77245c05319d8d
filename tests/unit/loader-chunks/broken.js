// A widget chunk that fails to evaluate, every time it is fetched.
(globalThis.__vitrinaChunks ??= { calls: [] }).calls.push(['broken evaluated']);
throw new Error('broken chunk');
