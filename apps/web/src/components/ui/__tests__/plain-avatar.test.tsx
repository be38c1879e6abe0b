// @vitest-environment node
import Avatar from '@mui/material/Avatar';
import { describe, expect, it } from 'vitest';
import { expectSameAsMui, renderServer } from '../../../testing/mui-twin';
import { PlainAvatar } from '../plain-avatar';

describe('PlainAvatar (MUI’s Avatar as one component)', () => {
  it('draws a picture as MUI does, circular and rounded, with an sx', () => {
    expectSameAsMui(<Avatar src="/a.jpg" alt="Logo de X">XY</Avatar>, <PlainAvatar src="/a.jpg" alt="Logo de X">XY</PlainAvatar>);
    const sx = { width: 112, height: 112, borderRadius: '22px', bgcolor: '#fff', '& img': { objectFit: 'contain' } };
    expectSameAsMui(
      <Avatar variant="rounded" src="/a.jpg" alt="" sx={sx}>
        XY
      </Avatar>,
      <PlainAvatar variant="rounded" src="/a.jpg" alt="" sx={sx}>
        XY
      </PlainAvatar>,
    );
    expectSameAsMui(
      <Avatar variant="rounded" src="/a.jpg" alt="" sx={[sx, { border: '4px solid #fff' }]}>
        XY
      </Avatar>,
      <PlainAvatar variant="rounded" src="/a.jpg" alt="" sx={[sx, { border: '4px solid #fff' }]}>
        XY
      </PlainAvatar>,
    );
  });

  it('draws the initials on the default colour without a picture', () => {
    expectSameAsMui(<Avatar alt="">C</Avatar>, <PlainAvatar alt="">C</PlainAvatar>);
    expectSameAsMui(
      <Avatar sx={{ width: 44, height: 44, bgcolor: 'secondary.main' }}>M</Avatar>,
      <PlainAvatar sx={{ width: 44, height: 44, bgcolor: 'secondary.main' }}>M</PlainAvatar>,
    );
  });

  it('refuses an sx that is not plain data', () => {
    expect(() => renderServer(<PlainAvatar sx={{ color: () => 'red' }}>C</PlainAvatar>)).toThrow(/plain data/);
  });
});
