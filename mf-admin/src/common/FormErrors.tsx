import { ErrorBanner } from './feedback';

/** The messages a form could not tie to one field (server answers such as a 409), listed once each. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ErrorBanner>
      <ul className="list-inside list-disc space-y-1">
        {[...new Set(messages)].map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </ErrorBanner>
  );
}
