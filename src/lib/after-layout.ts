/**
 * Runs `read` once the next frame has been laid out, so a layout read (scroll position, sizes)
 * costs no forced layout mid-render. Answers a function that cancels it.
 */
export function afterNextLayout(read: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(read);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
