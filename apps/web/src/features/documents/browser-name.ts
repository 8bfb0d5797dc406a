import Bowser from 'bowser';

/**
 * "Chrome on Windows", "Safari on iOS": a visitor's browser in words, read from its
 * user-agent string by Bowser (issue 36: the share log showed the raw string). A client
 * Bowser does not know reads as the first word of its string ("curl"); none, "Unknown browser".
 */
export const browserName = (agent: string): string => {
  const trimmed = agent.trim();
  if (!trimmed) return 'Unknown browser';
  const parser = Bowser.getParser(trimmed);
  const browser = parser.getBrowserName();
  const os = parser.getOSName();
  if (browser && os) return `${browser} on ${os}`;
  if (browser || os) return browser || os;
  return trimmed.split(/[\s/;(]/)[0] || 'Unknown browser';
};
