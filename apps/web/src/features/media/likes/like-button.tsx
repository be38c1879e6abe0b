import { useState } from 'react';
import { Box } from '../../../components/ui/box';
import ButtonBase from '@mui/material/ButtonBase';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { LikeState, LikeTargetType } from '../media-types';
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

/**
 * Heart toggle "Me gusta" (SPEC §2) for photos, videos and providers, with its count. Liking shows
 * a large heart for a moment. Visitors are asked to sign in and come back here.
 */
export function LikeButton({ targetType, targetId, count, liked, showCount = true, variant = 'plain', size = 'medium', onChange, burst = true, onLike }: LikeButtonProps) {
  const state = useLike({ targetType, targetId, count, liked, onChange });
  const [burstKey, setBurstKey] = useState(0);
  const iconSize = size === 'small' ? 20 : 24;
  const overlay = variant === 'overlay';
  const onClick = () => {
    if (!state.toggle()) return;
    onLike?.();
    if (burst) setBurstKey((k) => k + 1);
  };
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
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
        sx={{
          gap: 0.5,
          px: showCount ? 1 : 0.75,
          py: 0.5,
          minHeight: 36,
          borderRadius: 999,
          fontWeight: 700,
          fontSize: size === 'small' ? 13 : 14,
          color: state.liked ? 'primary.main' : overlay ? 'text.primary' : 'text.secondary',
          bgcolor: overlay ? 'rgba(255,255,255,0.92)' : 'transparent',
          boxShadow: overlay ? '0 1px 4px rgba(0,0,0,0.25)' : 'none',
          transition: 'transform 120ms ease',
          '&:hover': { bgcolor: overlay ? '#fff' : 'rgba(176, 23, 75, 0.06)' },
          '&:active': { transform: 'scale(0.92)' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {state.liked ? <FavoriteIcon sx={{ fontSize: iconSize }} /> : <FavoriteBorderIcon sx={{ fontSize: iconSize }} />}
        <Box component="span" sx={visuallyHidden}>
          Me gusta
        </Box>
        {showCount ? (
          <Box component="span" aria-hidden="true">
            {state.count}
          </Box>
        ) : null}
      </ButtonBase>
      {burstKey > 0 ? <HeartBurst key={burstKey} size={72} onDone={() => setBurstKey(0)} /> : null}
    </Box>
  );
}
