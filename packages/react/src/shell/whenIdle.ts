/**
 * Runs `task` once the page has loaded and the main thread is idle (at the latest `timeout` ms
 * after the load), to fetch what a page will soon need without delaying its first paint. Returns
 * its cancel.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(task, { timeout });
    else timer = window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
