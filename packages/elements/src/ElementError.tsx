import { useEffect } from 'react';
import { type AttributeProblem, attributeProblemText, attributesErrorMessage } from './elementAttributes';

export const elementErrorTitle = 'This widget cannot be shown.';

export interface ElementErrorProps {
  /** The element's tag, e.g. `trove-gallery`. */
  tag: string;
  /** What is wrong with its attributes, at least one. */
  problems: readonly AttributeProblem[];
}

/**
 * An element's error state: what is wrong with its attributes, in the element (visible, announced)
 * and once in the console for the page's developer. Styled by `elementErrorCss`.
 */
export function ElementError({ tag, problems }: ElementErrorProps) {
  const message = attributesErrorMessage(tag, problems);
  useEffect(() => {
    console.error(message);
  }, [message]);
  return (
    <div role="alert" className="trove-root trove-element-error" part="error">
      <p className="trove-element-error__title">{elementErrorTitle}</p>
      <ul className="trove-element-error__list">
        {problems.map((problem) => (
          <li key={problem.attribute}>{attributeProblemText(problem)}</li>
        ))}
      </ul>
    </div>
  );
}
