/**
 * Runs `work` in a task of its own as soon as the browser is free (a message: no timer's minimum
 * delay). For an effect whose work need not share the one task in which React runs every effect
 * of a commit (a cold load's first commit runs dozens). Answers a function that cancels it.
 */
export function inNextTask(work: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) work();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
