/**
 * A request's body, or null once more than `max` bytes have arrived (a chunked body says no length up front). A
 * client that goes away mid-body, or sends less than its Content-Length, is not a server error: what came is kept.
 */
export async function readBody(request: Request, max: number): Promise<Blob | null> {
  if (!request.body) return new Blob([]);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new Blob(chunks as BlobPart[]);
}
