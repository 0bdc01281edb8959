/** One page of a server-paged list, in the contract's envelope (AdminSalonPage, AuditPage …). */
export function pageOf<T>(
  content: T[],
  page: number,
  size: number,
  totalElements: number,
): { content: T[]; page: number; size: number; totalElements: number; totalPages: number } {
  return { content, page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}
