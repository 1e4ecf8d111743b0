/**
 * An order's invoice link: `generate` asks for the invoice (202, idempotent), then `read` fetches
 * its signed URL, tried a few times since generation may finish a moment after the 202.
 */
export async function generatedInvoiceUrl(
  generate: () => Promise<unknown>,
  read: () => Promise<{ url: string }>,
): Promise<string> {
  await generate();
  let lastError: unknown = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return (await read()).url;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw lastError;
}
