/**
 * Styles of text for screen readers only (live regions, hidden captions). Lengths are strings:
 * in MUI's `sx` a number from 0 to 1 is a fraction, so `width: 1` is 100 % — an "invisible" box as
 * wide as its container that scrolled phones sideways (issue 11).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
