/** Full-page navigation, kept in one place so tests can observe it. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  pathname(): string {
    return window.location.pathname;
  },
};
