/** Exit when the bench that spawned us goes away, even if it was killed without cleaning up. */
export function exitWithParent(): void {
  if (process.send) process.on("disconnect", () => process.exit(0));
}
