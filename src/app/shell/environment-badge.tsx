import { cva, cx } from 'styled-system/css';
import type { Environment } from '../../api/schemas/envelope.ts';
import { Badge } from '../../components/ui/index.ts';
import { ENVIRONMENT_LABELS, useEnvironment } from '../../features/auth/environment.ts';

/** Staging wears the alert colour, production a quiet one; the word itself always says which. */
const look = cva({
  base: { borderWidth: '1px', fontWeight: 'semibold', flexShrink: 0, whiteSpace: 'nowrap' },
  variants: {
    environment: {
      prod: { bg: 'gray.3', borderColor: 'gray.7', color: 'gray.11' },
      staging: { bg: 'orange.3', borderColor: 'orange.7', color: 'orange.11' },
    },
  },
});

/**
 * The environment of everything on screen, in words, on every signed-in screen (the phone header and
 * the side navigation): nobody should act in staging believing they are in production, or the reverse.
 * A polite status, so a screen reader hears when a switch (here or in another tab) has taken effect.
 */
export function EnvironmentBadge({ className }: { className?: string }) {
  return <EnvironmentBadgeView environment={useEnvironment()} className={className} />;
}

/** The badge of one environment (also drawn by the first paint, first-paint-shell.tsx). */
export function EnvironmentBadgeView({
  environment,
  className,
}: {
  environment: Environment;
  className?: string;
}) {
  const name = ENVIRONMENT_LABELS[environment];
  return (
    <Badge
      role="status"
      aria-label={`Environment: ${name}`}
      size="md"
      data-environment={environment}
      className={cx(look({ environment }), className)}
    >
      {name}
    </Badge>
  );
}
