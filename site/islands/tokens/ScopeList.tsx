/** A token's scopes as a list, named after the token for screen readers (the tokens page and Security). */
export function ScopeList({ name, scopes }: { name: string; scopes: readonly string[] }) {
  return (
    <ul className="token-scope-list" aria-label={`Scopes of ${name}`}>
      {scopes.map((scope) => (
        <li key={scope}>
          <code>{scope}</code>
        </li>
      ))}
    </ul>
  );
}
