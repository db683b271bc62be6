/** Conform's props without its `key`, which React wants passed on its own. */
export function withoutKey<T extends { key?: string | undefined }>({
  key: _key,
  ...props
}: T): Omit<T, "key"> {
  return props;
}
