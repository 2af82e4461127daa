/**
 * How much CSS the page holds: every rule of its style elements and their text. Emotion writes a
 * rule for each new combination of style props, so a value that changes with the feed or a gesture
 * must not be a style prop; a test takes this before and after and expects no growth.
 */
export const styleRules = (): number =>
  [...document.querySelectorAll('style')].reduce(
    (sum, element) => sum + (element.sheet?.cssRules.length ?? 0) + (element.textContent?.length ?? 0),
    0,
  );
