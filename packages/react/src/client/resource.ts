import { GatehouseError } from "./errors.js";

export type ResourceState<T> =
  | { status: "loading"; data: undefined; error: null }
  | { status: "success"; data: T; error: null }
  | { status: "error"; data: T | undefined; error: GatehouseError };

/**
 * One server resource shared by every component that reads it (the session, the organizations,
 * the entitlements): read once, re-read on demand, listened to through useSyncExternalStore. A
 * re-read keeps the previous data on screen until the answer arrives; concurrent re-reads share
 * one request.
 */
export interface Resource<T> {
  getState(): ResourceState<T>;
  subscribe(listener: () => void): () => void;
  /** Reads (or re-reads) from the server; resolves once the state holds the answer. */
  refresh(): Promise<void>;
  /** Puts a known answer in place without asking (after a sign-out: no session). */
  set(data: T): void;
  /** Reads once, the first time a component needs it. */
  ensure(): void;
}

export function createResource<T>(load: () => Promise<T>): Resource<T> {
  let state: ResourceState<T> = { status: "loading", data: undefined, error: null };
  let inFlight: Promise<void> | null = null;
  let loaded = false;
  const listeners = new Set<() => void>();
  const publish = (next: ResourceState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const refresh = () => {
    loaded = true;
    inFlight ??= load()
      .then(
        (data) => publish({ status: "success", data, error: null }),
        (error: unknown) =>
          publish({
            status: "error",
            data: state.data,
            error:
              error instanceof GatehouseError
                ? error
                : new GatehouseError(0, "UNKNOWN", error instanceof Error ? error.message : String(error)),
          }),
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    set(data) {
      loaded = true;
      publish({ status: "success", data, error: null });
    },
    ensure() {
      if (!loaded) void refresh();
    },
  };
}
