/**
 * Values kept per route template, method and status (the access log's encoded line middles, the
 * request histogram's series): three nested maps, so the lookup every request makes builds no
 * key string.
 */
export class ByRouteMethodStatus<V> {
  private readonly byRoute = new Map<string, Map<string, Map<number, V>>>();

  get(route: string, method: string, status: number): V | undefined {
    return this.byRoute.get(route)?.get(method)?.get(status);
  }

  set(route: string, method: string, status: number, value: V): void {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.byRoute.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    byStatus.set(status, value);
  }
}
