import { useState } from 'react';
import { Box } from '../../../components/ui/box';
import { ButtonBase } from '../../../components/ui/lean-buttons';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { LikeState, LikeTargetType } from '../media-types';
import { PLAIN_ICON_SX, plainIcon } from '../plain-icon';
import { HeartBurst } from './heart-burst';
import { useLike } from './use-like';


export interface LikeButtonProps {
  targetType: LikeTargetType;
  targetId: number;
  /** Current likes_count of the item. */
  count?: number;
  liked?: boolean;
  showCount?: boolean;
  /** 'overlay' sits on a photo (white pill); 'plain' goes in text. */
  variant?: 'overlay' | 'plain';
  size?: 'small' | 'medium';
  onChange?: (state: LikeState) => void;
  /** Show the large heart over the button (default true); false when the parent shows its own. */
  burst?: boolean;
  /** Called at once when the user likes (not when un-liking). */
  onLike?: () => void;
}

// @mui/icons-material's Favorite and FavoriteBorder, drawn by `plainIcon`.
const FAVORITE = '<path d="m12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z"></path>';
const FAVORITE_BORDER = '<path d="M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05"></path>';

/**
 * The button's look: one constant style on its root (computed once per process, docs/decisions/275)
 * with the rules its `sx` had for each variant, size and state as classes, the icon's (SvgIcon's and
 * its size) and the hidden name's: the same look without the `sx` serialised per button and render,
 * the icon's `SvgIcon` and the two `Box`es (issue 12, docs/decisions/360).
 */
const LIKE_SX = {
  position: 'relative',
  display: 'inline-flex',
  ...PLAIN_ICON_SX,
  '& .like-button': {
    gap: 0.5,
    py: 0.5,
    minHeight: 36,
    borderRadius: 999,
    fontWeight: 700,
    transition: 'transform 120ms ease',
    '&:active': { transform: 'scale(0.92)' },
    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
  '& .like-count': { px: 1 },
  '& .like-bare': { px: 0.75 },
  '& .like-small': { fontSize: 13 },
  '& .like-small > svg': { fontSize: 20 },
  '& .like-medium': { fontSize: 14 },
  '& .like-medium > svg': { fontSize: 24 },
  '& .like-plain': { color: 'text.secondary' },
  '& .like-overlay': { color: 'text.primary' },
  '& .like-liked': { color: 'primary.main' },
  '& .like-button:not(.like-on-photo)': { bgcolor: 'transparent', boxShadow: 'none', '&:hover': { bgcolor: 'rgba(176, 23, 75, 0.06)' } },
  '& .like-on-photo': { bgcolor: 'rgba(255,255,255,0.92)', boxShadow: '0 1px 4px rgba(0,0,0,0.25)', '&:hover': { bgcolor: '#fff' } },
  '& .like-name': visuallyHidden,
} as const;

/**
 * Heart toggle "Me gusta" (SPEC §2) for photos, videos and providers, with its count. Liking shows
 * a large heart for a moment. Visitors are asked to sign in and come back here.
 */
export function LikeButton({ targetType, targetId, count, liked, showCount = true, variant = 'plain', size = 'medium', onChange, burst = true, onLike }: LikeButtonProps) {
  const state = useLike({ targetType, targetId, count, liked, onChange });
  const [burstKey, setBurstKey] = useState(0);
  const overlay = variant === 'overlay';
  const onClick = () => {
    if (!state.toggle()) return;
    onLike?.();
    if (burst) setBurstKey((k) => k + 1);
  };
  const buttonClass = `like-button ${showCount ? 'like-count' : 'like-bare'} ${size === 'small' ? 'like-small' : 'like-medium'} ${
    state.liked ? 'like-liked' : overlay ? 'like-overlay' : 'like-plain'
  }${overlay ? ' like-on-photo' : ''}`;
  return (
    <Box sx={LIKE_SX}>
      {/*
        Named by its content, not aria-label: «Me gusta» for screen readers and the count shown
        but hidden from the name (a label that leaves out visible text fails
        label-content-name-mismatch; the state is aria-pressed).
      */}
      <ButtonBase
        aria-pressed={state.liked}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
        className={buttonClass}
      >
        {plainIcon(state.liked ? FAVORITE : FAVORITE_BORDER)}
        <span className="like-name">Me gusta</span>
        {showCount ? <span aria-hidden="true">{state.count}</span> : null}
      </ButtonBase>
      {burstKey > 0 ? <HeartBurst key={burstKey} size={72} onDone={() => setBurstKey(0)} /> : null}
    </Box>
  );
}
