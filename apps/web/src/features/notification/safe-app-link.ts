/** Only paths of this app are followed (a link is data from the server). */
export function safeAppLink(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//')) return null;
  return link;
}
